// Inline line icons, one module per icon so a page's chunk carries only the icons it draws.
// Pages use `import * as icons from '.../lib/icons'` and `<icons.globe />`; lookups by name
// (data that names its icon) go through ./by-name, which pulls in every icon.
export type { IconProps, IconComponent } from './icon';
export { globe } from './globe';
export { cap } from './cap';
export { briefcase } from './briefcase';
export { users } from './users';
export { star } from './star';
export { trophy } from './trophy';
export { shield } from './shield';
export { compass } from './compass';
export { heart } from './heart';
export { chat } from './chat';
export { document } from './document';
export { plane } from './plane';
export { home } from './home';
export { food } from './food';
export { bus } from './bus';
export { wallet } from './wallet';
export { clock } from './clock';
export { pin } from './pin';
export { phone } from './phone';
export { mail } from './mail';
export { calendar } from './calendar';
export { check } from './check';
export { arrowRight } from './arrow-right';
export { arrowLeft } from './arrow-left';
export { building } from './building';
export { medal } from './medal';
export { sparkles } from './sparkles';
export { camera } from './camera';
export { whatsapp } from './whatsapp';
