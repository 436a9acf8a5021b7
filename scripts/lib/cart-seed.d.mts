// Types of cart-seed.mjs, for the e2e specs.
import type { BrowserContext, Page } from '@playwright/test';
export interface CartLine {
  id: number;
  price: number;
  quantity: number;
  name_product: string;
  code_product: string;
  is_with_member: 0 | 1;
  image?: string;
}
export declare const CART_KEY: 'niec-cart';
export declare const KAOS: Readonly<Omit<CartLine, 'quantity' | 'image'>>;
export declare const MEMBERSHIP: Readonly<Omit<CartLine, 'quantity' | 'image'>>;
export declare function storedCart(items: readonly CartLine[]): string;
export declare const ONE_ITEM_CART: string;
export declare function seedCart(target: Pick<Page | BrowserContext, 'addInitScript'>, cart?: string): Promise<void>;
