import { Icon, type IconProps } from './icon';

export const home = (p: IconProps) => (
  <Icon {...p}>
    <path d="m3 11 9-7 9 7M5 10v10h14V10M10 20v-6h4v6" />
  </Icon>
);
