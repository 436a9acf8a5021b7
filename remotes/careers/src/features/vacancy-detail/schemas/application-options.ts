import type { SelectOption } from '@niec/shared/forms';

/** Values and labels of the application's selects, as docs/product-rules.md#application gives them. */
export const GENDER_OPTIONS: SelectOption[] = [
  { value: 'L', label: 'Laki-laki' },
  { value: 'P', label: 'Perempuan' },
];

export const MARITAL_OPTIONS: SelectOption[] = [
  { value: 'S', label: 'Belum Menikah' },
  { value: 'M', label: 'Menikah' },
];

export const RELIGION_OPTIONS: SelectOption[] = [
  { value: '1', label: 'Moeslem' },
  { value: '2', label: 'Khatolik' },
  { value: '3', label: 'Christian' },
  { value: '4', label: 'Hindi' },
  { value: '5', label: 'Buddha' },
  { value: '6', label: 'Others' },
];

/** The upload limit the server enforces too. */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_FILE_LABEL = '2 MB';

const ACCEPTED_TYPES: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
};

/** For the file input's accept attribute. */
export const FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export const FILE_MESSAGES = {
  type: 'Format file harus PDF, JPG atau PNG',
  size: `Ukuran file maksimal ${MAX_FILE_LABEL}`,
} as const;

/** Why a chosen file cannot be sent, or null when it is a PDF/JPG/PNG within the limit. */
export function fileProblem(file: File): string | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  // Some systems give no MIME type; the extension decides then.
  const typeOk = file.type
    ? (ACCEPTED_TYPES[file.type]?.includes(extension) ?? false)
    : Object.values(ACCEPTED_TYPES).some((extensions) => extensions.includes(extension));
  if (!typeOk) return FILE_MESSAGES.type;
  if (file.size > MAX_FILE_BYTES) return FILE_MESSAGES.size;
  return null;
}
