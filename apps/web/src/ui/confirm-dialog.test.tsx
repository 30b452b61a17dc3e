import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render-with-app';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it("says 'Подтвердить' and 'Отмена' unless given its own words; the safe choice has the focus", () => {
    renderWithApp(
      <ConfirmDialog open title="Удаление" onConfirm={() => {}} onClose={() => {}}>
        <p>Удалить?</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Удаление' });
    expect(within(dialog).getByRole('button', { name: 'Подтвердить' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
  });

  it('names both buttons after the action when told: the order is cancelled or kept', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithApp(
      <ConfirmDialog
        open
        title="Отмена заказа"
        onConfirm={onConfirm}
        onClose={onClose}
        confirmLabel="Отменить заказ"
        cancelLabel="Не отменять"
      >
        <p>Товары вернутся в продажу.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Отмена заказа' });
    expect(within(dialog).queryByRole('button', { name: 'Отмена' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Подтвердить' })).toBeNull();
    const keep = within(dialog).getByRole('button', { name: 'Не отменять' });
    expect(keep).toHaveFocus();
    fireEvent.click(keep);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить заказ' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
