import type { CampusId, CampusProfile } from '../model';
import { ecu } from './ecu';
import { melbourne } from './melbourne';
import { tafe } from './tafe';

export const CAMPUSES: Record<CampusId, CampusProfile> = { melbourne, ecu, tafe };
