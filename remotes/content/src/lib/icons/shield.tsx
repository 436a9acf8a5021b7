import { Icon, type IconProps } from './icon';

export const shield = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3 4 6v6c0 4.6 3.4 8 8 9 4.6-1 8-4.4 8-9V6l-8-3Z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </Icon>
);
