import { Icon, type IconProps } from './icon';

export const phone = (p: IconProps) => (
  <Icon {...p}>
    <path d="M5 3h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 5.1 5.1l1.4-2.3L19 13.5V17a2 2 0 0 1-2 2C9.3 19 3 12.7 3 5a2 2 0 0 1 2-2Z" />
  </Icon>
);
