import { Icon, type IconProps } from './icon';

export const food = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 3v8a2 2 0 0 0 2 2v8M9 3v8a2 2 0 0 1-2 2M7 3v6M17 21V3c-2.2 1.3-3 4-3 7v3h3" />
  </Icon>
);
