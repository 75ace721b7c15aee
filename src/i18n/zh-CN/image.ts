// zh-CN texts of the "image" namespace (the default language; en-US must have the same keys).
export default {
  add: '添加图片',
  rejected: '图片未通过审核，已移除。',
  rejectedHint:
    '请重新拍一张清晰的实物照片（不要截图、拼图或带文字水印），再点 + 上传；支持 JPG、PNG、WebP、GIF 格式。',
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
  photoOpen: '查看第 {i} 张照片大图',
} as const;
