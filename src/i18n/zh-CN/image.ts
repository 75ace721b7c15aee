// zh-CN texts of the "image" namespace (the default language; en-US must have the same keys).
export default {
  add: '添加图片',
  rejected: '图片不合规',
  unsupported: '不支持的文件类型，请选择 JPG、PNG、WebP 或 GIF 图片',
  tooLarge: '图片不能超过 {mb}MB',
  uploadTooLarge: '压缩后的图片仍超过 {mb}MB',
  compressing: '压缩中',
  uploading: '上传中 {p}%',
  checking: '审核中',
  failed: '上传失败',
  retry: '重试',
  login: '去登录',
  cancel: '取消',
  moveLeft: '前移',
  countExceed: '最多选择 {n} 张图片',
  badPath: '上传路径无效',
  decodeFailed: '图片无法读取',
} as const;
