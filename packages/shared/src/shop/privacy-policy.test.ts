import { describe, expect, it } from 'vitest';
import { CONTACT_PAGE } from './contact-page.js';
import { privacyPolicy } from './privacy-policy.js';
import { DEMO_SHOP_SETTINGS } from './settings.js';

const firstParagraph = (operator: Parameters<typeof privacyPolicy>[0]) => {
  const block = privacyPolicy(operator).sections[0]!.blocks[0]!;
  return block.kind === 'paragraph' ? block.content.join('') : '';
};

describe('privacyPolicy', () => {
  it("names the operator from the shop's settings", () => {
    const text = firstParagraph(DEMO_SHOP_SETTINGS);
    expect(text).toContain('ООО «СтройДвор» (ИНН 3604012340, ОГРН 1153668012343, адрес: Воронежская обл.');
    expect(privacyPolicy({ ...DEMO_SHOP_SETTINGS, name: 'Дом и сад' }).subtitle).toContain('«Дом и сад»');
  });

  it('says ОГРНИП for a sole trader and gives the legal address, not the shop’s', () => {
    const text = firstParagraph({
      ...DEMO_SHOP_SETTINGS,
      legalName: 'ИП Иванов Иван Иванович',
      inn: '500100732259',
      ogrn: '304500116000157',
      legalAddress: 'г. Воронеж, ул. Мира, 1',
    });
    expect(text).toContain(
      'ИП Иванов Иван Иванович (ИНН 500100732259, ОГРНИП 304500116000157, адрес: г. Воронеж, ул. Мира, 1)',
    );
  });
});

describe('CONTACT_PAGE', () => {
  it("names the shop by its settings' name", () => {
    expect(CONTACT_PAGE.intro('Дом и сад')).toContain('«Дом и сад»');
    expect(CONTACT_PAGE.mapSketch('Дом и сад')).toBe('Схема проезда к магазину «Дом и сад»');
  });
});
