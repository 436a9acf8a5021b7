import { Icon, type IconProps } from './icon';

export const wallet = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7h15a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11v3" />
    <path d="M16 13.5h.01" />
  </Icon>
);
