/**
 * Adds an intermediate tensor as a graph output of an ONNX model, by editing its protobuf
 * directly (ModelProto.graph = field 7, GraphProto.output = field 12, ValueInfoProto.name =
 * field 1): protobuf allows a repeated field to be appended, so nothing else is rewritten.
 */
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

export function addGraphOutput(model: Buffer, tensorName: string): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  let found = false;
  while (at < model.length) {
    const start = at;
    const [key, afterKey] = readVarint(model, at);
    const field = Math.floor(key / 8);
    const wire = key % 8;
    if (wire === 0) at = readVarint(model, afterKey)[1];
    else if (wire === 1) at = afterKey + 8;
    else if (wire === 5) at = afterKey + 4;
    else if (wire === 2) {
      const [length, body] = readVarint(model, afterKey);
      at = body + length;
      if (field === 7) {
        const output = lengthDelimited(12, lengthDelimited(1, Buffer.from(tensorName)));
        parts.push(lengthDelimited(7, Buffer.concat([model.subarray(body, at), output])));
        found = true;
        continue;
      }
    } else throw new Error(`unsupported protobuf wire type ${wire}`);
    parts.push(model.subarray(start, at));
  }
  if (!found) throw new Error('not an ONNX model: no graph');
  return Buffer.concat(parts);
}
