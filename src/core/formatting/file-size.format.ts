/** A file's size as a guest reads it: '860 bytes', '2.4 KB', '1.2 MB' (1 KB = 1,024 bytes). */
export const formatFileSize = (bytes: number | null | undefined): string => {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${Math.round(bytes)} bytes`;
  const units = ['KB', 'MB', 'GB'] as const;
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const shown = size < 10 ? Math.round(size * 10) / 10 : Math.round(size);
  return `${shown} ${units[unit]}`;
};
