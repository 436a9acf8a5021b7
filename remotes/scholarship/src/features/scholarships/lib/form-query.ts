/** What a GET form would put in the URL: its text fields (ticked boxes, hidden fields) as query entries. */
export function formQuery(form: HTMLFormElement): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') query.append(key, value);
  return query;
}
