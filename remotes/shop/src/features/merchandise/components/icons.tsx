/** Small decorative icons of the merchandise page (hidden from assistive technology). */
const common = { width: 18, height: 18, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function CartIcon() {
  return (
    <svg {...common}>
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14h9.9a2 2 0 0 0 1.8-1.1l3.4-6.4A1 1 0 0 0 21.4 5H6.2l-.9-2H2v2h2l3.6 7.6-1.3 2.4A2 2 0 0 0 8 18h12v-2H8l1.1-2Z"
      />
    </svg>
  );
}

export function GridIcon() {
  return (
    <svg {...common}>
      <path fill="currentColor" d="M3 3h8v8H3V3Zm10 0h8v8h-8V3ZM3 13h8v8H3v-8Zm10 0h8v8h-8v-8Z" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg {...common}>
      <path fill="currentColor" d="m9 16.2-3.5-3.5L4 14.2l5 5 11-11-1.4-1.4L9 16.2Z" />
    </svg>
  );
}

export function PlusCartIcon() {
  return (
    <svg {...common}>
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM8 16h12v-2H8.1l1-2h7.7a2 2 0 0 0 1.8-1.1L21 6h-2.3l-2 4H9.5L5.3 2H2v2h2l3.6 7.6-1.3 2.4A2 2 0 0 0 8 16Zm5-9h2V5h2V3h-2V1h-2v2h-2v2h2v2Z"
      />
    </svg>
  );
}

export function TrashIcon() {
  return (
    <svg {...common}>
      <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z" />
    </svg>
  );
}
