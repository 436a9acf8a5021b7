// '@niec/shared/sections': the content pages' section header and icon cards, apart from the main entry. Not a
// singleton, like '@niec/shared/social': the app that shows them bundles them, their styles in its stylesheet.
export {
  IconBubble,
  IconCard,
  SectionHeader,
  sectionClasses,
  TitledSection,
  type IconCardProps,
  type IconTone,
  type SectionHeaderProps,
  type TitledSectionProps,
} from './sections';
