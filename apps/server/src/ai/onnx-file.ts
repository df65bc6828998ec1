/**
 * Just enough of the ONNX protobuf to derive the model we run from the file we ship: add
 * intermediate tensors as graph outputs (the pooled features) and read named initializers
 * (the classifier matrix the CAM weighting needs). Field numbers are those of onnx.proto:
 * ModelProto.graph = 7; GraphProto.initializer = 5, output = 12; ValueInfoProto.name = 1;
 * TensorProto dims = 1, data_type = 2, float_data = 4, int32_data = 5, name = 8, raw_data = 9.
 */
type Field = { field: number; wire: number; start: number; end: number; body?: Uint8Array };

function readVarint(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    if (byte === undefined) throw new Error('truncated ONNX file');
    value += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) return [value, at];
    shift += 7;
  }
}

/** The low 32 bits of a varint as a signed int32 (negative int32 values use 10 bytes). */
function readInt32(bytes: Uint8Array, at: number): [value: number, next: number] {
  let low = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    if (byte === undefined) throw new Error('truncated ONNX file');
    if (shift < 32) low = (low + (byte & 0x7f) * 2 ** shift) % 2 ** 32;
    if (byte < 0x80) return [low | 0, at];
    shift += 7;
  }
}

function* fields(bytes: Uint8Array): Generator<Field> {
  let at = 0;
  while (at < bytes.length) {
    const start = at;
    const [key, afterKey] = readVarint(bytes, at);
    const field = Math.floor(key / 8);
    const wire = key % 8;
    if (wire === 0) at = readVarint(bytes, afterKey)[1];
    else if (wire === 1) at = afterKey + 8;
    else if (wire === 5) at = afterKey + 4;
    else if (wire === 2) {
      const [length, body] = readVarint(bytes, afterKey);
      at = body + length;
      if (at > bytes.length) throw new Error('truncated ONNX file');
      yield { field, wire, start, end: at, body: bytes.subarray(body, at) };
      continue;
    } else throw new Error(`unsupported protobuf wire type ${wire}`);
    yield { field, wire, start, end: at };
  }
}

function varint(value: number): number[] {
  const out: number[] = [];
  while (value >= 0x80) {
    out.push((value % 0x80) | 0x80);
    value = Math.floor(value / 0x80);
  }
  out.push(value);
  return out;
}

const lengthDelimited = (field: number, body: Uint8Array) =>
  Buffer.concat([Buffer.from([...varint((field << 3) | 2), ...varint(body.length)]), body]);

function graphOf(model: Uint8Array): Uint8Array {
  for (const f of fields(model)) if (f.field === 7 && f.body) return f.body;
  throw new Error('not an ONNX model: no graph');
}

/**
 * The model with more graph outputs. Protobuf lets a repeated field be appended anywhere in
 * its message, so only the graph's bytes grow: the derivation is deterministic.
 */
export function addGraphOutputs(model: Buffer, tensorNames: readonly string[]): Buffer {
  const parts: Uint8Array[] = [];
  let found = false;
  for (const f of fields(model)) {
    if (f.field === 7 && f.body) {
      const outputs = tensorNames.map((name) =>
        lengthDelimited(12, lengthDelimited(1, Buffer.from(name))),
      );
      parts.push(lengthDelimited(7, Buffer.concat([f.body, ...outputs])));
      found = true;
    } else parts.push(model.subarray(f.start, f.end));
  }
  if (!found) throw new Error('not an ONNX model: no graph');
  return Buffer.concat(parts);
}

export type OnnxTensor = { dims: number[]; dataType: number; values: Float32Array };

/** ONNX TensorProto.DataType values this reader understands. */
const FLOAT = 1;
const UINT8 = 2;
const INT8 = 3;
const INT32 = 6;

function tensorName(body: Uint8Array): string {
  for (const f of fields(body)) if (f.field === 8 && f.body) return Buffer.from(f.body).toString();
  return '';
}

function decodeTensor(body: Uint8Array): OnnxTensor {
  let name = '';
  let dataType = 0;
  const dims: number[] = [];
  let raw: Uint8Array | undefined;
  const floats: number[] = [];
  const ints: number[] = [];
  for (const f of fields(body)) {
    if (f.field === 8 && f.body) name = Buffer.from(f.body).toString('utf8');
    else if (f.field === 2) dataType = readVarint(body, readVarint(body, f.start)[1])[0];
    else if (f.field === 1) {
      if (f.body)
        for (let at = 0; at < f.body.length;) [dims[dims.length], at] = readVarint(f.body, at);
      else dims.push(readVarint(body, readVarint(body, f.start)[1])[0]);
    } else if (f.field === 9 && f.body) raw = f.body;
    else if (f.field === 4) {
      const view = f.body ?? body.subarray(f.end - 4, f.end);
      const data = new DataView(view.buffer, view.byteOffset, view.byteLength);
      for (let at = 0; at + 4 <= view.length; at += 4) floats.push(data.getFloat32(at, true));
    } else if (f.field === 5) {
      if (f.body)
        for (let at = 0; at < f.body.length;) [ints[ints.length], at] = readInt32(f.body, at);
      else ints.push(readInt32(body, readVarint(body, f.start)[1])[0]);
    }
  }
  let values: Float32Array;
  if (raw) {
    const data = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
    if (dataType === FLOAT)
      values = Float32Array.from({ length: raw.length / 4 }, (_, i) =>
        data.getFloat32(i * 4, true),
      );
    else if (dataType === INT8)
      values = Float32Array.from(new Int8Array(raw.buffer, raw.byteOffset, raw.length));
    else if (dataType === UINT8) values = Float32Array.from(raw);
    else if (dataType === INT32)
      values = Float32Array.from({ length: raw.length / 4 }, (_, i) => data.getInt32(i * 4, true));
    else throw new Error(`initializer ${name}: unsupported data type ${dataType}`);
  } else values = Float32Array.from(dataType === FLOAT ? floats : ints);
  return { dims, dataType, values };
}

/** Named initializers (weights) of the graph, as float32 whatever their stored type. */
export function readInitializers(
  model: Uint8Array,
  names: readonly string[],
): Map<string, OnnxTensor> {
  const wanted = new Set(names);
  const found = new Map<string, OnnxTensor>();
  for (const f of fields(graphOf(model))) {
    if (f.field !== 5 || !f.body) continue;
    const name = tensorName(f.body);
    if (wanted.has(name)) found.set(name, decodeTensor(f.body));
  }
  const missing = names.filter((n) => !found.has(n));
  if (missing.length) throw new Error(`the model has no initializer named ${missing.join(', ')}`);
  return found;
}
