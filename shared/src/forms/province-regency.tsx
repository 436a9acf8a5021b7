import { useCallback, useEffect, useMemo } from 'react';
import { useFormikContext } from 'formik';
import { useAsync, type Regency } from '@niec/shared';
import { fetchRegencies } from '@niec/shared/master';
import { SelectField, type SelectOption } from './formik-field';

export type DependentStatus = 'idle' | 'loading' | 'success' | 'error';

export interface DependentOptions<T> {
  /** The choices of the chosen parent (empty without one). */
  options: T[];
  status: DependentStatus;
  /** Sets the parent and empties the dependent choice, whose list then reloads for the new parent. */
  choose: (parentId: string) => void;
}

/**
 * A choice that depends on another (province → regency, province → school): the list of the chosen parent is
 * loaded, and choosing another parent empties the dependent choice. A slow answer for an earlier parent never
 * replaces the list of the current one (useAsync aborts it). A failed load is logged as `logAs` when given.
 */
export function useDependentOptions<T>({
  parentId,
  setParent,
  setChild,
  load,
  logAs,
}: {
  parentId: string;
  setParent: (parentId: string) => void;
  setChild: (childId: string) => void;
  load: (parentId: string, signal: AbortSignal) => Promise<T[]>;
  logAs?: string;
}): DependentOptions<T> {
  // `load` is a module function of the caller: the list follows the parent only.
  const list = useAsync<T[]>((signal) => (parentId ? load(parentId, signal) : Promise.resolve([])), [parentId]);
  useEffect(() => {
    if (list.status === 'error' && logAs) console.error(logAs, list.error);
  }, [list.status, list.error, logAs]);

  const choose = useCallback(
    (next: string) => {
      setParent(next);
      setChild('');
    },
    [setParent, setChild],
  );

  return { options: list.data ?? [], status: parentId ? list.status : 'idle', choose };
}

/** The province → regency cascade of an address (GET /master/kabupaten/{provinceId}). */
export function useProvinceRegency(
  provinceId: string,
  setProvince: (provinceId: string) => void,
  setRegency: (regencyId: string) => void,
): DependentOptions<Regency> {
  return useDependentOptions({
    parentId: provinceId,
    setParent: setProvince,
    setChild: setRegency,
    load: fetchRegencies,
    logAs: 'Error fetching kabupaten',
  });
}

/**
 * A Formik field pair `parentName` → `childName` whose child list depends on the parent: the parent's setter
 * validates, the emptied child is not validated until it is touched again.
 */
export function useDependentField<T>(
  parentName: string,
  childName: string,
  load: (parentId: string, signal: AbortSignal) => Promise<T[]>,
  logAs?: string,
): DependentOptions<T> & { parentId: string } {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const raw = values[parentName];
  const parentId = typeof raw === 'string' ? raw : '';
  const setParent = useMemo(() => (id: string) => void setFieldValue(parentName, id), [setFieldValue, parentName]);
  const setChild = useMemo(() => (id: string) => void setFieldValue(childName, id, false), [setFieldValue, childName]);
  return { parentId, ...useDependentOptions({ parentId, setParent, setChild, load, logAs }) };
}

export interface ProvinceRegencyText {
  regencyLabel: string;
  /** The regency select's first option for each state of its list. */
  regencyPlaceholder: Record<DependentStatus, string>;
  /** Shown under the province select when its list could not be loaded. */
  provincesFailed?: string;
  /** Shown under the regency select when its list could not be loaded. */
  regenciesFailed?: string;
}

/**
 * The province and regency selects of one address: choosing a province loads its regencies and empties the
 * regency. The regency select is usable once its list has loaded.
 */
export function ProvinceRegencyFields({
  provinceName,
  regencyName,
  provinces,
  provincesStatus = 'success',
  text,
  required,
  autoComplete,
  onRegencies,
}: {
  provinceName: string;
  regencyName: string;
  /** value: id, label: province_name (from the page's loader). */
  provinces: SelectOption[];
  provincesStatus?: 'loading' | 'success' | 'error';
  text: ProvinceRegencyText;
  required?: boolean;
  /** Marks the selects as address-level1 and address-level2 for the browser's autofill. */
  autoComplete?: boolean;
  /** Told the loaded regencies (e.g. to name the chosen one elsewhere). */
  onRegencies?: (regencies: Regency[]) => void;
}) {
  const regencies = useDependentField(provinceName, regencyName, fetchRegencies, 'Error fetching kabupaten');
  useEffect(() => {
    onRegencies?.(regencies.options);
  }, [onRegencies, regencies.options]);

  return (
    <>
      <SelectField
        name={provinceName}
        label="Provinsi"
        required={required}
        placeholder={provincesStatus === 'loading' ? 'Memuat provinsi...' : 'Pilih provinsi'}
        options={provinces}
        onChange={(event) => regencies.choose(event.target.value)}
        autoComplete={autoComplete ? 'address-level1' : undefined}
        hint={provincesStatus === 'error' ? text.provincesFailed : undefined}
      />
      <SelectField
        name={regencyName}
        label={text.regencyLabel}
        required={required}
        placeholder={text.regencyPlaceholder[regencies.status]}
        disabled={regencies.status !== 'success'}
        options={regencies.options.map((r) => ({ value: String(r.id), label: r.kabupaten_name }))}
        autoComplete={autoComplete ? 'address-level2' : undefined}
        hint={regencies.status === 'error' ? text.regenciesFailed : undefined}
      />
    </>
  );
}
