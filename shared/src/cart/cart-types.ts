// The cart's types (docs/product-rules.md#cart), in '@niec/shared' and '@niec/shared/cart' alike.
export interface CartItemInput {
  id: string | number;
  price?: number;
  quantity?: number;
  name_product?: string;
  code_product?: string;
  /** 1 for a membership package (docs/product-rules.md#merchandise: no quantity controls, one per order). */
  is_with_member?: number;
  image?: string | null;
  [key: string]: unknown;
}

export interface CartItem extends CartItemInput {
  price: number;
  quantity: number;
  itemTotal: number;
}

export type CartMetadata = Record<string, unknown>;

export interface CartState {
  items: CartItem[];
  metadata: CartMetadata;
  isEmpty: boolean;
  totalItems: number;
  totalUniqueItems: number;
  cartTotal: number;
  setItems: (items: CartItemInput[]) => void;
  addItem: (item: CartItemInput, quantity?: number) => void;
  updateItem: (id: CartItem['id'], payload: Partial<CartItemInput>) => void;
  updateItemQuantity: (id: CartItem['id'], quantity: number) => void;
  removeItem: (id: CartItem['id']) => void;
  emptyCart: () => void;
  setCartMetadata: (metadata: CartMetadata) => void;
  updateCartMetadata: (metadata: CartMetadata) => void;
  clearCartMetadata: () => void;
  inCart: (id: CartItem['id']) => boolean;
}
