/**
 * Type declarations for `@react-native-documents/picker` 12.0.2, used only to type-check the code
 * samples of the documentation (test/code-blocks.test.ts). They mirror the package's published
 * types: every runtime export, every exported type, and the unexported helper types that appear in
 * its signatures. Keep them in sync with /work/shared/facts/picker-api.md.
 */
declare module '@react-native-documents/picker' {
  // ---- predefined file types (`types`, `PredefinedFileTypes`) ----

  type MimeTypes = Readonly<{
    readonly allFiles: '*/*'
    readonly audio: 'audio/*'
    readonly csv: readonly ['text/csv', 'text/comma-separated-values']
    readonly doc: 'application/msword'
    readonly docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    readonly images: 'image/*'
    readonly pdf: 'application/pdf'
    readonly plainText: 'text/plain'
    readonly json: 'application/json'
    readonly ppt: 'application/vnd.ms-powerpoint'
    readonly pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
    readonly video: 'video/*'
    readonly xls: 'application/vnd.ms-excel'
    readonly xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    readonly zip: 'application/zip'
  }>

  type AppleUTIs = Readonly<{
    readonly allFiles: 'public.item'
    readonly audio: 'public.audio'
    readonly csv: 'public.comma-separated-values-text'
    readonly doc: 'com.microsoft.word.doc'
    readonly docx: 'org.openxmlformats.wordprocessingml.document'
    readonly images: 'public.image'
    readonly pdf: 'com.adobe.pdf'
    readonly plainText: 'public.plain-text'
    readonly json: 'public.json'
    readonly ppt: 'com.microsoft.powerpoint.ppt'
    readonly pptx: 'org.openxmlformats.presentationml.presentation'
    readonly video: 'public.movie'
    readonly xls: 'com.microsoft.excel.xls'
    readonly xlsx: 'org.openxmlformats.spreadsheetml.sheet'
    readonly zip: 'public.zip-archive'
  }>

  type ValuesOf<T> = T[keyof T]
  // As in the package: a readonly tuple does not extend Array, so the Android `csv` tuple stays a
  // member of the union (which is what lets `type: [types.csv]` compile).
  type Flatten<T> = T extends Array<infer U> ? U : T

  /** Union of every value of `types`: the Android MIME types and the iOS UTType identifiers. */
  export type PredefinedFileTypes = Flatten<ValuesOf<MimeTypes>> | ValuesOf<AppleUTIs>

  /** Predefined file types; MIME types on Android, UTType identifiers on iOS (chosen by Platform.OS). */
  export const types: MimeTypes | AppleUTIs

  // ---- shared types ----

  export type NonEmptyArray<T> = [T, ...Array<T>]

  export type BookmarkingResponse =
    | {
        bookmarkStatus: 'success'
        bookmark: string
      }
    | {
        bookmarkStatus: 'error'
        bookmarkError: string
      }

  export type VirtualFileMeta = {
    extension: string | null
    mimeType: string
  }

  export type DocumentPickerResponse = {
    uri: string
    name: string | null
    error: string | null
    type: string | null
    nativeType: string | null
    size: number | null
    isVirtual: boolean | null
    convertibleToMimeTypes: VirtualFileMeta[] | null
    hasRequestedType: boolean
  }

  export type TransitionStyle =
    | 'coverVertical'
    | 'flipHorizontal'
    | 'crossDissolve'
    | 'partialCurl'
    | undefined

  export type PresentationStyle =
    | 'fullScreen'
    | 'pageSheet'
    | 'formSheet'
    | 'overFullScreen'
    | undefined

  // ---- pick() ----

  export type DocumentPickerOptionsBase = {
    type?: string | PredefinedFileTypes | Array<PredefinedFileTypes | string>
    allowMultiSelection?: boolean
    allowVirtualFiles?: boolean
    presentationStyle?: PresentationStyle
    transitionStyle?: TransitionStyle
  }

  export type DocumentPickerOptionsImport = DocumentPickerOptionsBase & {
    mode?: 'import'
    requestLongTermAccess?: never
  }

  export type DocumentPickerOptionsOpenOnce = DocumentPickerOptionsBase & {
    mode: 'open'
    requestLongTermAccess?: false
  }

  export type DocumentPickerOptionsOpenLongTerm = DocumentPickerOptionsBase & {
    mode: 'open'
    requestLongTermAccess: true
  }

  type DocumentPickerOptionsOpen = DocumentPickerOptionsOpenOnce | DocumentPickerOptionsOpenLongTerm

  export type DocumentPickerOptions = DocumentPickerOptionsImport | DocumentPickerOptionsOpen

  export type DocumentPickerResponseOpenLongTerm = DocumentPickerResponse & BookmarkingResponse

  type PickResponse<O extends DocumentPickerOptions> = Promise<
    O extends DocumentPickerOptionsOpenLongTerm
      ? NonEmptyArray<DocumentPickerResponseOpenLongTerm>
      : NonEmptyArray<DocumentPickerResponse>
  >

  export function pick<O extends DocumentPickerOptions>(options?: O): PickResponse<O>

  // ---- keepLocalCopy() ----

  export type FileToCopy = {
    uri: string
    fileName: string
    convertVirtualFileToType?: string
  }

  export type KeepLocalCopyOptions = {
    files: NonEmptyArray<FileToCopy>
    destination: 'cachesDirectory' | 'documentDirectory'
  }

  export type LocalCopyResponse =
    | {
        status: 'success'
        sourceUri: string
        localUri: string
      }
    | { status: 'error'; sourceUri: string; copyError: string }

  export type KeepLocalCopyResponse = NonEmptyArray<LocalCopyResponse>

  export function keepLocalCopy(options: KeepLocalCopyOptions): Promise<KeepLocalCopyResponse>

  // ---- saveDocuments() ----

  export type SaveDocumentsOptions = {
    sourceUris: string[]
    mimeType?: string
    fileName?: string
    copy?: boolean
  }

  export type SaveDocumentsResponse = {
    uri: string
    name: string | null
    error: string | null
  }

  export function saveDocuments(
    options: SaveDocumentsOptions,
  ): Promise<NonEmptyArray<SaveDocumentsResponse>>

  // ---- pickDirectory() ----

  export type DirectoryPickerOptionsBase = {
    presentationStyle?: PresentationStyle
    transitionStyle?: TransitionStyle
  }

  export type DirectoryPickerOptionsLongTerm = DirectoryPickerOptionsBase & {
    requestLongTermAccess: true
  }

  export type DirectoryPickerOptions = DirectoryPickerOptionsBase & { requestLongTermAccess: boolean }

  export type DirectoryPickerResponse = {
    uri: string
  }

  export type DirectoryPickerResponseLongTerm = DirectoryPickerResponse & BookmarkingResponse

  export type PickDirectoryResponse<O extends DirectoryPickerOptions> = Promise<
    O extends DirectoryPickerOptionsLongTerm
      ? DirectoryPickerResponseLongTerm
      : DirectoryPickerResponse
  >

  export function pickDirectory<O extends DirectoryPickerOptions>(
    options?: O,
  ): PickDirectoryResponse<O>

  // ---- isKnownType() ----

  export type IsKnownTypeOptions = {
    kind: 'UTType' | 'mimeType' | 'extension'
    value: string
  }

  export type IsKnownTypeResponse = {
    isKnown: boolean
    preferredFilenameExtension: string | null
    mimeType: string | null
    UTType: string | null
  }

  export function isKnownType(options: IsKnownTypeOptions): IsKnownTypeResponse

  // ---- releasing access ----

  export type ReleaseLongTermAccessResult = Array<
    | {
        uri: string
        status: 'success'
      }
    | {
        uri: string
        status: 'error'
        errorMessage: string
      }
  >

  export const releaseLongTermAccess: (uris: string[]) => Promise<ReleaseLongTermAccessResult>

  export const releaseSecureAccess: (uris: string[]) => Promise<null>

  // ---- errors ----

  export const errorCodes: Readonly<{
    OPERATION_CANCELED: 'OPERATION_CANCELED'
    IN_PROGRESS: 'ASYNC_OP_IN_PROGRESS'
    UNABLE_TO_OPEN_FILE_TYPE: 'UNABLE_TO_OPEN_FILE_TYPE'
    NULL_PRESENTER: 'NULL_PRESENTER'
  }>

  type ErrorCodes = (typeof errorCodes)[keyof typeof errorCodes]

  interface NativeModuleError extends Error {
    code: ErrorCodes | (string & {})
  }

  export const isErrorWithCode: (error: any) => error is NativeModuleError

  // Only the declarations marked `export` above are exports of the module.
  export {}
}
