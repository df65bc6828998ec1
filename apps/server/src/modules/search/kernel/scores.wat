;; The in-memory photo index's inner loop (ADR 106): one dot product per stored row, four
;; floats per instruction with WebAssembly SIMD. Rows are `dim` floats, dim a multiple of 8.
;; Regenerate scores-wasm.ts after editing: npm run build:kernel -w @chajul/server
(module
  (import "env" "memory" (memory 1 65536))
  ;; out[r] = dot(matrix row r, query) for r in [0, rows); all offsets in bytes.
  (func (export "scores")
    (param $row i32) (param $query i32) (param $rows i32) (param $dim i32) (param $out i32)
    (local $r i32) (local $k i32) (local $bytes i32) (local $a v128) (local $b v128)
    (local.set $bytes (i32.shl (local.get $dim) (i32.const 2)))
    (block $done
      (loop $next_row
        (br_if $done (i32.ge_u (local.get $r) (local.get $rows)))
        (local.set $a (v128.const i32x4 0 0 0 0))
        (local.set $b (v128.const i32x4 0 0 0 0))
        (local.set $k (i32.const 0))
        ;; Two accumulators of four lanes: eight floats per turn.
        (loop $next_eight
          (local.set $a
            (f32x4.add (local.get $a)
              (f32x4.mul
                (v128.load (i32.add (local.get $row) (local.get $k)))
                (v128.load (i32.add (local.get $query) (local.get $k))))))
          (local.set $b
            (f32x4.add (local.get $b)
              (f32x4.mul
                (v128.load offset=16 (i32.add (local.get $row) (local.get $k)))
                (v128.load offset=16 (i32.add (local.get $query) (local.get $k))))))
          (local.set $k (i32.add (local.get $k) (i32.const 32)))
          (br_if $next_eight (i32.lt_u (local.get $k) (local.get $bytes))))
        (local.set $a (f32x4.add (local.get $a) (local.get $b)))
        (f32.store
          (i32.add (local.get $out) (i32.shl (local.get $r) (i32.const 2)))
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $a)) (f32x4.extract_lane 1 (local.get $a)))
            (f32.add (f32x4.extract_lane 2 (local.get $a)) (f32x4.extract_lane 3 (local.get $a)))))
        (local.set $row (i32.add (local.get $row) (local.get $bytes)))
        (local.set $r (i32.add (local.get $r) (i32.const 1)))
        (br $next_row)))))
