// '@niec/shared/dates': the date formatters (dayjs). A singleton of its own (build/create-webpack-config.cjs),
// apart from the main entry, so dayjs is loaded once and only by the pages that show dates.
export { formatDateLong, formatDateShort, dateParts } from './dates';
export {
  CLOSING_SOON_DAYS,
  DEADLINE_TIME_ZONE,
  closingDay,
  daysLeftLabel,
  deadlineOf,
  todayInJakarta,
  type Deadline,
} from './deadline';
