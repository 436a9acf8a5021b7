// '@niec/shared/dates': the date formatters (dayjs). Stateless, so not part of the singleton main
// entry: dayjs is bundled only into the remote chunks that show dates, not into every first load.
export { formatDateLong, formatDateShort, dateParts } from './dates';
