import { useMemo } from 'react';
import { useFormikContext } from 'formik';
import { SelectField, type SelectOption } from '@niec/shared/forms';
import { useProvinceCity } from '../hooks/use-province-city';
import type { ApplicationValues } from '../schemas/application-schema';

interface RegionFieldsProps {
  provinceName: 'current_province' | 'ktp_province';
  cityName: 'current_city' | 'ktp_city';
  /** The provinces (value: id, label: province_name), from the page's loader. */
  provinces: SelectOption[];
  required?: boolean;
}

/** Province and city selects of one address; choosing a province loads its cities and resets the city. */
export function RegionFields({ provinceName, cityName, provinces, required }: RegionFieldsProps) {
  const { values, setFieldValue } = useFormikContext<ApplicationValues>();
  const setProvince = useMemo(
    () => (id: string) => void setFieldValue(provinceName, id),
    [setFieldValue, provinceName],
  );
  const setCity = useMemo(() => (id: string) => void setFieldValue(cityName, id, false), [setFieldValue, cityName]);
  const { cities, citiesStatus, chooseProvince } = useProvinceCity(values[provinceName], setProvince, setCity);

  const cityPlaceholder = {
    idle: 'Pilih provinsi terlebih dahulu',
    loading: 'Memuat kota/kabupaten...',
    success: 'Pilih kota/kabupaten',
    error: 'Gagal memuat kota/kabupaten',
  }[citiesStatus];

  return (
    <>
      <SelectField
        name={provinceName}
        label="Provinsi"
        required={required}
        placeholder="Pilih provinsi"
        options={provinces}
        onChange={(event) => chooseProvince(event.target.value)}
      />
      <SelectField
        name={cityName}
        label="Kota/Kabupaten"
        required={required}
        placeholder={cityPlaceholder}
        disabled={citiesStatus !== 'success'}
        options={cities.map((c) => ({ value: String(c.id), label: c.kabupaten_name }))}
      />
    </>
  );
}
