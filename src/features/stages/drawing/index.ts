/**
 * The Bender stage's drawing: the canvas, the photo alternative, the drawing as data (drafts as
 * JSON) and its PNG export. Used by the stages feature's psychometric_bender form.
 */
export { BenderDrawing } from './BenderDrawing';
export { BenderPhotoField } from './BenderPhotoField';
export {
  IMAGE_ACCEPT,
  IMAGE_FILE_MESSAGES,
  IMAGE_FORMATS_TEXT,
  IMAGE_MAX_BYTES,
  checkImageFile,
  imageFileError,
} from './images';
export { DRAWING_PNG_SIZE, PNG_COLORS, drawingToPng } from './png';
export {
  DEFAULT_STROKE_WIDTH,
  DRAWING_ASPECT,
  addPoint,
  clear,
  drawingLabel,
  isEmpty,
  parseDrawing,
  pointAt,
  renderDrawing,
  SCREEN_COLORS,
  serializeDrawing,
  startStroke,
  undo,
  type Drawing,
  type DrawingColors,
  type Point,
  type Stroke,
} from './strokes';
