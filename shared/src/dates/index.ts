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
// A scholarship's closing day as a calendar event (the card's links, the render server's .ics): here, not in the
// main entry, because the render server's own code imports it and must not load the main entry's styled UI.
export {
  SCHOLARSHIP_CALENDAR_PREFIX,
  dayAfter,
  googleCalendarUrl,
  scholarshipCalendarId,
  scholarshipCalendarPath,
  scholarshipEventText,
  scholarshipGoogleCalendarPath,
  scholarshipSitePath,
  type ScholarshipEventFields,
} from './scholarship-calendar';
