import { courierSchema } from './courier-schema';

test('no courier chosen gives Pilih Kurir', () => {
  expect(() => courierSchema.validateSync({ kurir: '' })).toThrow('Pilih Kurir');
});

test('a chosen courier passes', () => {
  expect(courierSchema.validateSync({ kurir: '0' })).toEqual({ kurir: '0' });
});
