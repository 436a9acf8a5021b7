import type { IconComponent } from './icon';
import * as icons from './index';

/** Every icon by name, for data that names its icon (about reasons, country facts, campus values). */
export const iconsByName = {
  globe: icons.globe,
  cap: icons.cap,
  briefcase: icons.briefcase,
  users: icons.users,
  star: icons.star,
  trophy: icons.trophy,
  shield: icons.shield,
  compass: icons.compass,
  heart: icons.heart,
  chat: icons.chat,
  document: icons.document,
  plane: icons.plane,
  home: icons.home,
  food: icons.food,
  bus: icons.bus,
  wallet: icons.wallet,
  clock: icons.clock,
  pin: icons.pin,
  phone: icons.phone,
  mail: icons.mail,
  calendar: icons.calendar,
  check: icons.check,
  arrowRight: icons.arrowRight,
  arrowLeft: icons.arrowLeft,
  building: icons.building,
  medal: icons.medal,
  sparkles: icons.sparkles,
  camera: icons.camera,
  whatsapp: icons.whatsapp,
} satisfies Record<string, IconComponent>;

export type IconName = keyof typeof iconsByName;
