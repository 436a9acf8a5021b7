import { Icon, type IconProps } from './icon';

export const medal = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="15" r="5" />
    <path d="M8.5 11 6 3h4l2 5 2-5h4l-2.5 8M12 13v4" />
  </Icon>
);
