import { Icon, type IconProps } from './icon';

export const plane = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 15.5 13.5 11V5a1.5 1.5 0 0 0-3 0v6L3 15.5V17l7.5-2.3V19l-2 1.5V22l3.5-1 3.5 1v-1.5l-2-1.5v-4.3L21 17z" />
  </Icon>
);
