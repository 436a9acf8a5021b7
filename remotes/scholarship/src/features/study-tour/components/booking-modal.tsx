import { Suspense } from 'react';
import { lazyPage, Loading } from '@niec/shared';
import { Modal } from '@niec/shared/modal';
import type { BookingValues } from '../schemas/booking-schema';

// The form (with formik and yup) is its own chunk: it loads when a booking modal opens.
const loadBookingForm = () => import('./booking-form');
const BookingForm = lazyPage(loadBookingForm);

/** Starts downloading the form before it is needed (on hover or focus of a booking button). */
export function preloadBookingForm(): void {
  loadBookingForm().catch(() => undefined);
}

export interface BookingRequest {
  /** Changes for every opening so each booking starts from a fresh form. */
  id: number;
  /** Whose draft the form keeps: `tour:<key>` or `course:<activity>` (docs/decisions/010-form-drafts.md). */
  draftKey: string;
  initial: Partial<BookingValues>;
  context?: string;
}

export function BookingModal({ request, onClose }: { request: BookingRequest | null; onClose: () => void }) {
  return (
    <Modal open={request !== null} title="Pendaftaran Study Tour" onClose={onClose} size="lg">
      {request ? (
        <Suspense fallback={<Loading label="Memuat formulir..." />}>
          <BookingForm
            key={request.id}
            draftKey={request.draftKey}
            initial={request.initial}
            context={request.context}
          />
        </Suspense>
      ) : null}
    </Modal>
  );
}
