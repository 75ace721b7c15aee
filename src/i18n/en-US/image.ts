// en-US texts of the "image" namespace.
export default {
  add: 'Add image',
  rejected: 'This picture did not pass the check and was removed.',
  rejectedHint:
    'Take a new, clear photo of the goods themselves (no screenshots, collages or text watermarks), then tap + to upload it; JPG, PNG, WebP and GIF pass.',
  unsupported: 'Unsupported file: choose a JPG, PNG, WebP or GIF image',
  tooLarge: 'Images must be at most {mb} MB',
  uploadTooLarge: 'The compressed image is still over {mb} MB',
  compressing: 'Compressing',
  uploading: 'Uploading {p}%',
  checking: 'Checking',
  failed: 'Upload failed',
  retry: 'Retry',
  login: 'Log in',
  cancel: 'Cancel',
  moveLeft: 'Move left',
  countExceed: 'At most {n} images',
  badPath: 'Invalid upload path',
  decodeFailed: 'The image cannot be read',
  photoOpen: 'View photo {i} large',
} as const;
