import { describe, expect, it } from 'vitest';
import { testShop } from '../test/shop';
import { storeData } from './structured-data';

describe('storeData', () => {
  it("describes the shop from its settings: first phone, address, point and the week's hours", () => {
    const shop = testShop({
      phones: ['+7 (473) 555-12-34', '+7 (900) 000-00-00'],
      hours: [
        { open: '09:00', close: '18:00' },
        { open: '09:00', close: '18:00' },
        { open: '09:00', close: '18:00' },
        { open: '09:00', close: '18:00' },
        { open: '09:00', close: '18:00' },
        { open: '11:00', close: '15:00' },
        null,
      ],
      exceptions: [{ from: '2027-01-01', to: '2027-01-08', hours: null, note: 'Новогодние праздники' }],
    });
    const store = storeData('https://shop.example', shop) as Record<string, unknown>;
    expect(store).toMatchObject({
      '@type': 'HardwareStore',
      name: 'СтройДвор',
      legalName: 'ООО «СтройДвор»',
      telephone: '+7 (473) 555-12-34',
      address: { streetAddress: shop.address },
      geo: { latitude: shop.map.lat, longitude: shop.map.lon },
    });
    expect(store.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '11:00', closes: '15:00' },
    ]);
    expect(store.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2027-01-01',
        validThrough: '2027-01-08',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
  });
});
