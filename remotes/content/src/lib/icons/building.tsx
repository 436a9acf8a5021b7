import { Icon, type IconProps } from './icon';

export const building = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 21V8l8-5 8 5v13M2 21h20M9 21v-5h6v5M8 10h.01M12 10h.01M16 10h.01M8 13h.01M12 13h.01M16 13h.01" />
  </Icon>
);
