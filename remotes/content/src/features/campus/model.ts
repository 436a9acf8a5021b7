import type { IconName } from '../../lib/icons/by-name';

export const CAMPUS_IDS = ['melbourne', 'ecu', 'tafe'] as const;
export type CampusId = (typeof CAMPUS_IDS)[number];

export function isCampusId(value: string | undefined): value is CampusId {
  return (CAMPUS_IDS as readonly string[]).includes(value ?? '');
}

export interface CampusFee {
  label: string;
  amount: string;
  note?: string;
}

export interface CampusProgram {
  name: string;
  level: string;
  duration: string;
  intake: string;
}

/** Fixed marketing content of one partner campus (/campus/{id}). */
export interface CampusProfile {
  id: CampusId;
  name: string;
  location: string;
  address: string;
  headerImage: string;
  description: string[];
  promo: {
    title: string;
    scholarship: string;
    /** ISO date; shown as 'Berlaku Sampai DD MMMM YYYY'. */
    validUntil: string;
    text: string;
    values: { icon: IconName; label: string }[];
  };
  advantages: { title: string; text: string }[];
  fees: CampusFee[];
  feeNote: string;
  programs: CampusProgram[];
}
