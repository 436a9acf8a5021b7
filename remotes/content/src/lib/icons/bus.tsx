import { Icon, type IconProps } from './icon';

export const bus = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="3" width="16" height="15" rx="3" />
    <path d="M4 11h16M8 18v2M16 18v2M8 14.5h.01M16 14.5h.01" />
  </Icon>
);
