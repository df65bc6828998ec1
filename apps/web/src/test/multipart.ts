const encoder = new TextEncoder();
const decoder = new TextDecoder();
const CRLF_CRLF = encoder.encode('\r\n\r\n');
const DASH = 0x2d;

/**
 * The multipart body a page sent, read back as FormData. `request.formData()` cannot do it
 * under jsdom on Node 24: its parser makes each file with the global File, which jsdom
 * replaced, and then rejects that file as not a File.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/.exec(type);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new Error(`not a multipart body: ${type}`);
  const bytes = new Uint8Array(await request.arrayBuffer());
  const delimiter = encoder.encode(`--${boundary}`);
  const form = new FormData();
  let start = indexOf(bytes, delimiter, 0);
  while (start >= 0) {
    const partStart = start + delimiter.length;
    if (bytes[partStart] === DASH && bytes[partStart + 1] === DASH) break;
    const next = indexOf(bytes, delimiter, partStart);
    if (next < 0) throw new Error('multipart body ends without its closing boundary');
    // The part sits between the CRLF after its delimiter and the CRLF before the next one.
    addPart(form, bytes.subarray(partStart + 2, next - 2));
    start = next;
  }
  return form;
}

function addPart(form: FormData, part: Uint8Array) {
  const headerEnd = indexOf(part, CRLF_CRLF, 0);
  const headers = decoder.decode(part.subarray(0, headerEnd));
  const body = part.subarray(headerEnd + CRLF_CRLF.length);
  const name = /;\s*name="([^"]*)"/.exec(headers)?.[1];
  if (name === undefined) throw new Error(`multipart part without a name: ${headers}`);
  const filename = /;\s*filename="([^"]*)"/.exec(headers)?.[1];
  if (filename === undefined) {
    form.append(name, decoder.decode(body));
    return;
  }
  const contentType = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? '';
  form.append(name, new File([body.slice()], filename, { type: contentType }));
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number) {
  const first = needle[0];
  for (
    let at = haystack.indexOf(first ?? 0, from);
    at >= 0;
    at = haystack.indexOf(first ?? 0, at + 1)
  ) {
    if (at + needle.length > haystack.length) return -1;
    let same = true;
    for (let k = 1; k < needle.length && same; k += 1) same = haystack[at + k] === needle[k];
    if (same) return at;
  }
  return -1;
}
