/** The folders of /media and how many path segments follow the folder (before an optional width). */
const FOLDERS = { homes: 2, services: 2, categories: 1, interests: 1, partners: 1 } as const;
type Folder = keyof typeof FOLDERS;

const isFolder = (value: string | undefined): value is Folder =>
  value !== undefined && Object.hasOwn(FOLDERS, value);

/**
 * The stored path an image URL stands for. The app may ask for a sized copy with the width as
 * a path segment before the file name (docs/product/constants.md#image-widths,
 * optimisedImageUrl), or as ?width= on the static host: pictures are vectors, so each size is
 * the same picture.
 */
export const canonicalMediaPath = (path: string): string | null => {
  const segments = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  const [media, folder, ...rest] = segments;
  if (media !== 'media' || !isFolder(folder)) return null;
  const wanted = FOLDERS[folder];
  if (rest.length === wanted + 1 && /^\d{1,4}$/.test(rest[wanted - 1] ?? '')) rest.splice(wanted - 1, 1);
  if (rest.length !== wanted || rest.some((segment) => !/^[A-Za-z0-9_.-]{1,80}$/.test(segment))) return null;
  return `/media/${folder}/${rest.join('/')}`;
};
