import { afterEach, describe, expect, it } from 'vitest';
import { forgetCartAdd, rememberCartAdd, takeCartAdd } from './pending-add';

afterEach(forgetCartAdd);

describe('a guest press kept until sign-in', () => {
  it('keeps a quantity sold in parts (14.5 m²) and carries it out once', () => {
    rememberCartAdd({ product_id: 7, quantity: 14.5 }, 1000);
    expect(takeCartAdd(2000)).toEqual({ product_id: 7, quantity: 14.5 });
    expect(takeCartAdd(2000)).toBeNull();
  });

  it('drops a quantity that cannot be bought', () => {
    rememberCartAdd({ product_id: 7, quantity: 1.2345 }, 1000);
    expect(takeCartAdd(2000)).toBeNull();
    rememberCartAdd({ product_id: 7, quantity: -1 }, 1000);
    expect(takeCartAdd(2000)).toBeNull();
  });
});
