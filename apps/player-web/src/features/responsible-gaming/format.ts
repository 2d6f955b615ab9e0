// Dates of the responsible-gaming texts, in the page's language.
export function formatWhen(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}
