import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '@shop/shared/texts';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { consentBox, tickConsent } from '../../../test/consent';
import { makeOrder } from '../../../test/orders';
import { makeProduct } from '../../../test/products';
import { renderWithApp } from '../../../test/render-with-app';
import { ProductQuickOrder } from './quick-order-button';

const Q = TEXTS.quickOrder;
const product = makeProduct(5, {
  name: 'Цемент М500',
  stock_quantity: 10,
  price: 450,
  discounted_price: 450,
});

/** the dialog loads on the first press, as in the shop */
async function openDialog(quantity = 3) {
  renderWithApp(<ProductQuickOrder product={product} quantity={quantity} />);
  fireEvent.click(screen.getByRole('button', { name: Q.button }));
  return screen.findByRole('dialog');
}

const fill = (dialog: HTMLElement, name: string, phone: string) => {
  fireEvent.change(within(dialog).getByLabelText(Q.nameLabel), { target: { value: name } });
  fireEvent.change(within(dialog).getByLabelText(TEXTS.labels.phone), { target: { value: phone } });
};
const send = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: Q.submit }));

describe('ProductQuickOrder', () => {
  it('is not offered for a product out of stock', () => {
    renderWithApp(
      <ProductQuickOrder product={{ ...product, stock_quantity: 0, stock_exact: 0 }} quantity={1} />,
    );
    expect(screen.queryByRole('button', { name: Q.button })).not.toBeInTheDocument();
  });

  it('orders the chosen quantity by phone and shows the number and the phone to be called', async () => {
    const api = mockApiRoutes({
      'POST /orders/quick': { status: 201, data: makeOrder(77, { phone: '+79001234567', channel: 'phone' }) },
    });
    const dialog = await openDialog(3);
    fireEvent.click(within(dialog).getByRole('button', { name: TEXTS.productPage.increase }));
    fill(dialog, 'Иван', '+7 (900) 123-45-67');
    tickConsent(dialog);
    send(dialog);

    expect(await within(dialog).findByText(Q.accepted(77, '+7 900 123-45-67'))).toBeInTheDocument();
    expect(api.bodies('POST /orders/quick')).toEqual([
      { full_name: 'Иван', phone: '+79001234567', consent: true, items: [{ product_id: 5, quantity: 4 }] },
    ]);
  });

  it('sends nothing without the consent, and shows the server’s field errors and refusals', async () => {
    const api = mockApiRoutes({
      'POST /orders/quick': [
        {
          status: 400,
          data: {
            code: 'VALIDATION_FAILED',
            error: TEXTS.errors.validationFailed,
            fields: { phone: TEXTS.validation.invalidFormat },
          },
        },
        { status: 429, data: { code: 'RATE_LIMITED', error: Q.tooManyOrders(42) } },
      ],
    });
    const dialog = await openDialog();
    fill(dialog, 'Иван', '+79001234567');
    send(dialog);
    expect(await within(dialog).findByText(TEXTS.validation.consentRequired)).toBeInTheDocument();
    expect(api.bodies('POST /orders/quick')).toEqual([]);

    tickConsent(dialog);
    expect(consentBox(dialog)).toBeChecked();
    send(dialog);
    expect(await within(dialog).findByText(TEXTS.validation.invalidFormat)).toBeInTheDocument();

    send(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(Q.tooManyOrders(42));
  });
});
