import { describe, expect, it } from 'vitest';
import { addToCart, addUnitsToCart, cartTotal, CartItem, itemCount, lineTotal, parseStoredCart, removeFromCart, setQuantity } from './cart';

const ball = { id: 12, product_id: 12, name: 'Ball', price: 119.9, image: '/uploads/ball.png', variant_name: '' };
const shirtM = { id: 31, product_id: 5, name: 'Shirt', price: 49.9, image: null, variant_id: 31, variant_name: 'M / Red' };

describe('cart', () => {
  it('adds a new line with quantity 1, and the same line again raises it by 1', () => {
    let items: CartItem[] = addToCart([], ball);
    expect(items).toEqual([{ ...ball, quantity: 1 }]);
    items = addToCart(items, ball);
    expect(items).toHaveLength(1);
    expect(items[0].quantity).toBe(2);
  });

  it('keeps variants of one product apart', () => {
    const shirtL = { ...shirtM, id: 32, variant_id: 32, variant_name: 'L / Red' };
    const items = addToCart(addToCart([], shirtM), shirtL);
    expect(items.map((i) => i.variant_name)).toEqual(['M / Red', 'L / Red']);
  });

  it('adds one entry per unit of the chosen quantity', () => {
    expect(addUnitsToCart([], ball, 3)[0].quantity).toBe(3);
  });

  it('removes a line at quantity 0 or less, and clears single lines', () => {
    const items = addToCart(addToCart([], ball), shirtM);
    expect(setQuantity(items, ball, 0)).toEqual([{ ...shirtM, quantity: 1 }]);
    expect(setQuantity(items, shirtM, -1)).toHaveLength(1);
    expect(setQuantity(items, ball, 5)[0].quantity).toBe(5);
    expect(setQuantity(items, ball, 500)[0].quantity).toBe(99);
    expect(removeFromCart(items, shirtM)).toHaveLength(1);
  });

  it('counts items and totals in agorot', () => {
    const items = setQuantity(addToCart(addToCart([], ball), shirtM), shirtM, 3);
    expect(itemCount(items)).toBe(4);
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(cartTotal(items)).toBe(269.6);
  });

  it('reads back what it stored and drops broken lines', () => {
    const items = addToCart([], shirtM);
    expect(parseStoredCart(JSON.stringify(items))).toEqual(items);
    expect(parseStoredCart('not json')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    expect(parseStoredCart(JSON.stringify([{ id: 'x' }, { ...ball, quantity: 2 }, { ...ball, id: 0, quantity: 1 }]))).toEqual([
      { ...ball, quantity: 2 },
    ]);
  });
});
