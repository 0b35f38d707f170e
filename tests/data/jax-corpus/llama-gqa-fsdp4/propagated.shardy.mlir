module @jit_decoder_forward attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["fsdp"=4]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg2: tensor<2x32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg3: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg4: tensor<2x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg5: tensor<2x32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg6: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg7: tensor<2x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg8: tensor<2x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg9: tensor<2x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg10: tensor<2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg11: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg12: tensor<4x8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<4x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}) {
    %0 = sdy.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=4, j=8}>} : (tensor<i32>) -> tensor<4x8xi32>
    %2 = stablehlo.compare LT, %arg12, %1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=8}>} : (tensor<4x8xi32>, tensor<4x8xi32>) -> tensor<4x8xi1>
    %3 = sdy.constant dense<64> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=4, j=8}>} : (tensor<i32>) -> tensor<4x8xi32>
    %5 = stablehlo.add %arg12, %4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=8}>} : tensor<4x8xi32>
    %6 = stablehlo.select %2, %5, %arg12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j], [i, j])->([i, j]) {i=4, j=8}>} : tensor<4x8xi1>, tensor<4x8xi32>
    %7 = stablehlo.reshape %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8xi32>) -> tensor<4x8x1xi32>
    %8 = stablehlo.broadcast_in_dim %0, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<i32>) -> tensor<4x8x1xi32>
    %9 = stablehlo.compare GE, %7, %8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %10 = sdy.constant dense<63> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<i32>) -> tensor<4x8x1xi32>
    %12 = stablehlo.compare LE, %7, %11 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8x1xi32>, tensor<4x8x1xi32>) -> tensor<4x8x1xi1>
    %13 = stablehlo.and %9, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xi1>
    %14 = sdy.constant dense<true> : tensor<i1>
    %15 = stablehlo.reduce(%13 init: %14) applies stablehlo.and across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([i, j]) {i=4, j=8, k=1} reduction={k}>} : (tensor<4x8x1xi1>, tensor<i1>) -> tensor<4x8xi1>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<4x8xi1>) -> tensor<4x8x32xi1>
    %17 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([l, k], [i, j, m])->([i, j, k]) {i=4, j=8, k=32, l=64, m=1} reduction={l} need_replication={m}>} : (tensor<64x32xf32>, tensor<4x8x1xi32>) -> tensor<4x8x32xf32>
    %18 = sdy.constant dense<0x7FC00000> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<f32>) -> tensor<4x8x32xf32>
    %20 = stablehlo.select %16, %17, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xi1>, tensor<4x8x32xf32>
    %21 = sdy.reshard %20 <@mesh, [{"fsdp"}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %22 = stablehlo.multiply %21, %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %23 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%22 init: %23) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([i, j]) {i=4, j=8, k=32} reduction={k}>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %25 = stablehlo.reshape %24 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %26 = sdy.constant dense<3.200000e+01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<f32>) -> tensor<4x8x1xf32>
    %28 = stablehlo.divide %25, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %29 = sdy.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<f32>) -> tensor<4x8x1xf32>
    %31 = stablehlo.add %28, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %32 = stablehlo.rsqrt %31 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %34 = stablehlo.reshape %33 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %36 = stablehlo.multiply %21, %35 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %37 = stablehlo.slice %arg6 [0:1, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=2, j=32} permutation={i}>} : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %38 = stablehlo.reshape %37 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, l])->([j, k, l]) {i=1, j=1, k=1, l=32}>} : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %40 = stablehlo.reshape %39 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %42 = stablehlo.multiply %36, %41 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %43 = stablehlo.slice %arg5 [0:1, 0:32, 0:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=32, k=8} permutation={i}>} : (tensor<2x32x8xf32>) -> tensor<1x32x8xf32>
    %44 = stablehlo.reshape %43 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([j, k]) {i=1, j=32, k=8}>} : (tensor<1x32x8xf32>) -> tensor<32x8xf32>
    %45 = stablehlo.dot_general %42, %44, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=8, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x8xf32>) -> tensor<4x8x8xf32>
    %46 = stablehlo.reshape %45 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=4, j=8, k=2, l=4}>} : (tensor<4x8x8xf32>) -> tensor<4x8x2x4xf32>
    %47 = sdy.reshard %46 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=4}>} : tensor<4x8x2x4xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, m])->([i, j, k, l, m]) {i=4, j=8, k=2, l=4, m=4}>} : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4x4xf32>
    %49 = stablehlo.reshape %48 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, kl, m]) {i=4, j=8, k=2, l=4, m=4}>} : (tensor<4x8x2x4x4xf32>) -> tensor<4x8x8x4xf32>
    %50 = sdy.reshard %49 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=4}>} : tensor<4x8x8x4xf32>
    %51 = stablehlo.iota dim = 0 : tensor<8xi32>
    %52 = stablehlo.reshape %51 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xi32>) -> tensor<8x1xi32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xi32>) -> tensor<8x1xi32>
    %54 = stablehlo.reshape %53 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xi32>) -> tensor<8xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=8}>} : (tensor<8xi32>) -> tensor<8x8xi32>
    %56 = stablehlo.iota dim = 0 : tensor<8xi32>
    %57 = stablehlo.reshape %56 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=8}>} : (tensor<8xi32>) -> tensor<1x8xi32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=8}>} : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %59 = stablehlo.reshape %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=8}>} : (tensor<1x8xi32>) -> tensor<8xi32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=8}>} : (tensor<8xi32>) -> tensor<8x8xi32>
    %61 = stablehlo.compare GE, %55, %60 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>} : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %62 = stablehlo.reshape %61 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %64 = stablehlo.reshape %63 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
    %65 = stablehlo.broadcast_in_dim %64, dims = [2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : (tensor<8x8xi1>) -> tensor<4x8x8x8xi1>
    %66 = stablehlo.slice %arg4 [0:1, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=32, k=32} permutation={i}>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %67 = stablehlo.reshape %66 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([j, k]) {i=1, j=32, k=32}>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %68 = stablehlo.dot_general %42, %67, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=32, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %69 = stablehlo.reshape %68 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=4, j=8, k=8, l=4}>} : (tensor<4x8x32xf32>) -> tensor<4x8x8x4xf32>
    %70 = stablehlo.slice %69 [0:4, 0:8, 0:8, 0:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=4} permutation={l}>} : (tensor<4x8x8x4xf32>) -> tensor<4x8x8x2xf32>
    %71 = stablehlo.iota dim = 0 : tensor<8xi32>
    %72 = stablehlo.iota dim = 0 : tensor<8xi32>
    %73 = stablehlo.iota dim = 0 : tensor<8xi32>
    %74 = stablehlo.iota dim = 0 : tensor<8xi32>
    %75 = stablehlo.iota dim = 0 : tensor<8xi32>
    %76 = stablehlo.iota dim = 0 : tensor<8xi32>
    %77 = stablehlo.iota dim = 0 : tensor<8xi32>
    %78 = stablehlo.iota dim = 0 : tensor<8xi32>
    %79 = stablehlo.convert %71 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %80 = stablehlo.convert %72 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %81 = stablehlo.convert %73 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %82 = stablehlo.convert %74 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %83 = stablehlo.reshape %79 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %84 = stablehlo.reshape %80 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %85 = stablehlo.reshape %81 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %86 = stablehlo.reshape %82 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %87 = stablehlo.broadcast_in_dim %83, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %88 = stablehlo.broadcast_in_dim %84, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %89 = stablehlo.broadcast_in_dim %85, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %90 = stablehlo.broadcast_in_dim %86, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %91 = stablehlo.reshape %87 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %92 = stablehlo.reshape %88 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %93 = stablehlo.reshape %89 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %94 = stablehlo.reshape %90 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %95 = stablehlo.broadcast_in_dim %91, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %96 = stablehlo.broadcast_in_dim %92, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %97 = stablehlo.broadcast_in_dim %93, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %98 = stablehlo.broadcast_in_dim %94, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %99 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
    %101 = sdy.constant dense<1.000000e+04> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
    %103 = stablehlo.iota dim = 0 : tensor<2xf32>
    %104 = stablehlo.iota dim = 0 : tensor<2xf32>
    %105 = stablehlo.iota dim = 0 : tensor<2xf32>
    %106 = stablehlo.iota dim = 0 : tensor<2xf32>
    %107 = sdy.constant dense<2.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
    %109 = stablehlo.divide %103, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %110 = stablehlo.divide %104, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %111 = stablehlo.divide %105, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %112 = stablehlo.divide %106, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %113 = stablehlo.power %102, %109 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %114 = stablehlo.power %102, %110 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %115 = stablehlo.power %102, %111 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %116 = stablehlo.power %102, %112 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %117 = stablehlo.divide %100, %113 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %118 = stablehlo.divide %100, %114 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %119 = stablehlo.divide %100, %115 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %120 = stablehlo.divide %100, %116 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %121 = stablehlo.reshape %117 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %122 = stablehlo.reshape %118 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %123 = stablehlo.reshape %119 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %124 = stablehlo.reshape %120 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %125 = stablehlo.broadcast_in_dim %121, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %126 = stablehlo.broadcast_in_dim %122, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %127 = stablehlo.broadcast_in_dim %123, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %128 = stablehlo.broadcast_in_dim %124, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %129 = stablehlo.reshape %125 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %130 = stablehlo.reshape %126 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %131 = stablehlo.reshape %127 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %132 = stablehlo.reshape %128 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %133 = stablehlo.broadcast_in_dim %129, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %134 = stablehlo.broadcast_in_dim %130, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %135 = stablehlo.broadcast_in_dim %131, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %136 = stablehlo.broadcast_in_dim %132, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %137 = stablehlo.multiply %95, %133 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %138 = stablehlo.multiply %96, %134 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %139 = stablehlo.multiply %97, %135 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %140 = stablehlo.multiply %98, %136 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %141 = stablehlo.cosine %137 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %142 = stablehlo.cosine %140 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %143 = stablehlo.reshape %141 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %144 = stablehlo.reshape %142 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %145 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %146 = stablehlo.reshape %145 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %148 = stablehlo.multiply %70, %147 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : tensor<4x8x8x2xf32>
    %149 = stablehlo.slice %69 [0:4, 0:8, 0:8, 2:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=4} permutation={l}>} : (tensor<4x8x8x4xf32>) -> tensor<4x8x8x2xf32>
    %150 = stablehlo.sine %138 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %151 = stablehlo.sine %139 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %152 = stablehlo.reshape %150 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %153 = stablehlo.reshape %151 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %154 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %155 = stablehlo.reshape %154 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %157 = stablehlo.multiply %149, %156 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : tensor<4x8x8x2xf32>
    %158 = stablehlo.subtract %148, %157 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : tensor<4x8x8x2xf32>
    %159 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %160 = stablehlo.reshape %159 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %162 = stablehlo.multiply %70, %161 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : tensor<4x8x8x2xf32>
    %163 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %164 = stablehlo.reshape %163 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %166 = stablehlo.multiply %149, %165 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : tensor<4x8x8x2xf32>
    %167 = stablehlo.add %162, %166 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : tensor<4x8x8x2xf32>
    %168 = stablehlo.concatenate %158, %167, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=4} need_replication={l}>} : (tensor<4x8x8x2xf32>, tensor<4x8x8x2xf32>) -> tensor<4x8x8x4xf32>
    %169 = sdy.reshard %168 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=4}>} : tensor<4x8x8x4xf32>
    %170 = stablehlo.slice %arg2 [0:1, 0:32, 0:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=32, k=8} permutation={i}>} : (tensor<2x32x8xf32>) -> tensor<1x32x8xf32>
    %171 = stablehlo.reshape %170 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([j, k]) {i=1, j=32, k=8}>} : (tensor<1x32x8xf32>) -> tensor<32x8xf32>
    %172 = stablehlo.dot_general %42, %171, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=8, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x8xf32>) -> tensor<4x8x8xf32>
    %173 = stablehlo.reshape %172 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=4, j=8, k=2, l=4}>} : (tensor<4x8x8xf32>) -> tensor<4x8x2x4xf32>
    %174 = stablehlo.slice %173 [0:4, 0:8, 0:2, 0:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=4} permutation={l}>} : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x2xf32>
    %175 = stablehlo.convert %75 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %176 = stablehlo.convert %76 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %177 = stablehlo.convert %77 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %178 = stablehlo.convert %78 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %179 = stablehlo.reshape %175 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %180 = stablehlo.reshape %176 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %181 = stablehlo.reshape %177 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %182 = stablehlo.reshape %178 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %183 = stablehlo.broadcast_in_dim %179, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %184 = stablehlo.broadcast_in_dim %180, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %185 = stablehlo.broadcast_in_dim %181, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %186 = stablehlo.broadcast_in_dim %182, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %187 = stablehlo.reshape %183 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %188 = stablehlo.reshape %184 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %189 = stablehlo.reshape %185 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %190 = stablehlo.reshape %186 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %191 = stablehlo.broadcast_in_dim %187, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %192 = stablehlo.broadcast_in_dim %188, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %193 = stablehlo.broadcast_in_dim %189, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %194 = stablehlo.broadcast_in_dim %190, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %195 = stablehlo.iota dim = 0 : tensor<2xf32>
    %196 = stablehlo.iota dim = 0 : tensor<2xf32>
    %197 = stablehlo.iota dim = 0 : tensor<2xf32>
    %198 = stablehlo.iota dim = 0 : tensor<2xf32>
    %199 = stablehlo.divide %195, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %200 = stablehlo.divide %196, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %201 = stablehlo.divide %197, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %202 = stablehlo.divide %198, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %203 = stablehlo.power %102, %199 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %204 = stablehlo.power %102, %200 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %205 = stablehlo.power %102, %201 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %206 = stablehlo.power %102, %202 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %207 = stablehlo.divide %100, %203 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %208 = stablehlo.divide %100, %204 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %209 = stablehlo.divide %100, %205 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %210 = stablehlo.divide %100, %206 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %211 = stablehlo.reshape %207 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %212 = stablehlo.reshape %208 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %213 = stablehlo.reshape %209 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %214 = stablehlo.reshape %210 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %215 = stablehlo.broadcast_in_dim %211, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %216 = stablehlo.broadcast_in_dim %212, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %217 = stablehlo.broadcast_in_dim %213, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %218 = stablehlo.broadcast_in_dim %214, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %219 = stablehlo.reshape %215 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %220 = stablehlo.reshape %216 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %221 = stablehlo.reshape %217 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %222 = stablehlo.reshape %218 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %223 = stablehlo.broadcast_in_dim %219, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %224 = stablehlo.broadcast_in_dim %220, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %225 = stablehlo.broadcast_in_dim %221, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %226 = stablehlo.broadcast_in_dim %222, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %227 = stablehlo.multiply %191, %223 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %228 = stablehlo.multiply %192, %224 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %229 = stablehlo.multiply %193, %225 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %230 = stablehlo.multiply %194, %226 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %231 = stablehlo.cosine %227 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %232 = stablehlo.cosine %230 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %233 = stablehlo.reshape %231 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %234 = stablehlo.reshape %232 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %235 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %236 = stablehlo.reshape %235 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %238 = stablehlo.multiply %174, %237 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : tensor<4x8x2x2xf32>
    %239 = stablehlo.slice %173 [0:4, 0:8, 0:2, 2:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=4} permutation={l}>} : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x2xf32>
    %240 = stablehlo.sine %228 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %241 = stablehlo.sine %229 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %242 = stablehlo.reshape %240 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %243 = stablehlo.reshape %241 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %244 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %245 = stablehlo.reshape %244 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %247 = stablehlo.multiply %239, %246 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : tensor<4x8x2x2xf32>
    %248 = stablehlo.subtract %238, %247 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : tensor<4x8x2x2xf32>
    %249 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %250 = stablehlo.reshape %249 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %252 = stablehlo.multiply %174, %251 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : tensor<4x8x2x2xf32>
    %253 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %254 = stablehlo.reshape %253 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %256 = stablehlo.multiply %239, %255 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : tensor<4x8x2x2xf32>
    %257 = stablehlo.add %252, %256 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : tensor<4x8x2x2xf32>
    %258 = stablehlo.concatenate %248, %257, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=4} need_replication={l}>} : (tensor<4x8x2x2xf32>, tensor<4x8x2x2xf32>) -> tensor<4x8x2x4xf32>
    %259 = sdy.reshard %258 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=4}>} : tensor<4x8x2x4xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, m])->([i, j, k, l, m]) {i=4, j=8, k=2, l=4, m=4}>} : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4x4xf32>
    %261 = stablehlo.reshape %260 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, kl, m]) {i=4, j=8, k=2, l=4, m=4}>} : (tensor<4x8x2x4x4xf32>) -> tensor<4x8x8x4xf32>
    %262 = sdy.reshard %261 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=4}>} : tensor<4x8x8x4xf32>
    %263 = stablehlo.dot_general %169, %262, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=4, j=8, k=8, l=8, m=4} reduction={m}>} : (tensor<4x8x8x4xf32>, tensor<4x8x8x4xf32>) -> tensor<4x8x8x8xf32>
    %264 = stablehlo.broadcast_in_dim %107, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : (tensor<f32>) -> tensor<4x8x8x8xf32>
    %265 = stablehlo.divide %263, %264 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : tensor<4x8x8x8xf32>
    %266 = sdy.constant dense<-1.000000e+09> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : (tensor<f32>) -> tensor<4x8x8x8xf32>
    %268 = stablehlo.select %65, %265, %267 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : tensor<4x8x8x8xi1>, tensor<4x8x8x8xf32>
    %269 = sdy.constant dense<0xFF800000> : tensor<f32>
    %270 = stablehlo.reduce(%268 init: %269) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=4, j=8, k=8, l=8} reduction={l}>} : (tensor<4x8x8x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %271 = stablehlo.broadcast_in_dim %269, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=8, k=8}>} : (tensor<f32>) -> tensor<4x8x8xf32>
    %272 = stablehlo.maximum %270, %271 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=8}>} : tensor<4x8x8xf32>
    %273 = stablehlo.reshape %272 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=8, k=8, l=1}>} : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=1}>} : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x1xf32>
    %275 = stablehlo.reshape %274 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=4, j=8, k=8, l=1}>} : (tensor<4x8x8x1xf32>) -> tensor<4x8x8xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : (tensor<4x8x8xf32>) -> tensor<4x8x8x8xf32>
    %277 = stablehlo.subtract %268, %276 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : tensor<4x8x8x8xf32>
    %278 = stablehlo.exponential %277 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : tensor<4x8x8x8xf32>
    %279 = stablehlo.reduce(%278 init: %23) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=4, j=8, k=8, l=8} reduction={l}>} : (tensor<4x8x8x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %280 = stablehlo.reshape %279 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=8, k=8, l=1}>} : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=1}>} : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x1xf32>
    %282 = stablehlo.reshape %281 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=4, j=8, k=8, l=1}>} : (tensor<4x8x8x1xf32>) -> tensor<4x8x8xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : (tensor<4x8x8xf32>) -> tensor<4x8x8x8xf32>
    %284 = stablehlo.divide %278, %283 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : tensor<4x8x8x8xf32>
    %285 = stablehlo.dot_general %50, %284, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=4, j=8, k=4, l=8, m=8} reduction={m}>} : (tensor<4x8x8x4xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x4x8xf32>
    %286 = stablehlo.transpose %285, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=4, j=8, k=8, l=4}>, xla_shape = "f32[4,8,8,4]{1,3,2,0}"} : (tensor<4x8x4x8xf32>) -> tensor<4x8x8x4xf32>
    %287 = sdy.reshard %286 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=4}>} : tensor<4x8x8x4xf32>
    %288 = stablehlo.reshape %287 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, kl]) {i=4, j=8, k=8, l=4}>} : (tensor<4x8x8x4xf32>) -> tensor<4x8x32xf32>
    %289 = stablehlo.slice %arg3 [0:1, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=32, k=32} permutation={i}>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %290 = stablehlo.reshape %289 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([j, k]) {i=1, j=32, k=32}>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %291 = stablehlo.dot_general %288, %290, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=32, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %292 = stablehlo.add %21, %291 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %293 = sdy.reshard %292 <@mesh, [{"fsdp"}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %294 = stablehlo.multiply %293, %293 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %295 = stablehlo.reduce(%294 init: %23) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([i, j]) {i=4, j=8, k=32} reduction={k}>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %296 = stablehlo.reshape %295 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %297 = stablehlo.divide %296, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %298 = stablehlo.add %297, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %299 = stablehlo.rsqrt %298 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %301 = stablehlo.reshape %300 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %303 = stablehlo.multiply %293, %302 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %304 = stablehlo.slice %arg10 [0:1, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=2, j=32} permutation={i}>} : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %305 = stablehlo.reshape %304 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, l])->([j, k, l]) {i=1, j=1, k=1, l=32}>} : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %307 = stablehlo.reshape %306 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %309 = stablehlo.multiply %303, %308 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %310 = stablehlo.slice %arg8 [0:1, 0:32, 0:64] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=32, k=64} permutation={i}>} : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %311 = stablehlo.reshape %310 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([j, k]) {i=1, j=32, k=64}>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %312 = stablehlo.dot_general %309, %311, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=64, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %313 = stablehlo.broadcast_in_dim %99, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=8, k=64}>} : (tensor<f32>) -> tensor<4x8x64xf32>
    %314 = stablehlo.negate %312 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %315 = stablehlo.exponential %314 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %316 = stablehlo.add %315, %313 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %317 = stablehlo.divide %313, %316 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %318 = stablehlo.multiply %312, %317 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %319 = stablehlo.slice %arg9 [0:1, 0:32, 0:64] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=32, k=64} permutation={i}>} : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %320 = stablehlo.reshape %319 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([j, k]) {i=1, j=32, k=64}>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %321 = stablehlo.dot_general %309, %320, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=64, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %322 = stablehlo.multiply %318, %321 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %323 = sdy.reshard %322 <@mesh, [{"fsdp"}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %324 = stablehlo.slice %arg7 [0:1, 0:64, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=64, k=32} permutation={i}>} : (tensor<2x64x32xf32>) -> tensor<1x64x32xf32>
    %325 = stablehlo.reshape %324 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([j, k]) {i=1, j=64, k=32}>} : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %326 = stablehlo.dot_general %323, %325, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=32, l=64} reduction={l}>} : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %327 = stablehlo.add %293, %326 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %328 = sdy.reshard %327 <@mesh, [{"fsdp"}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %329 = sdy.reshard %328 <@mesh, [{"fsdp"}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %330 = stablehlo.multiply %329, %329 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %331 = stablehlo.reduce(%330 init: %23) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([i, j]) {i=4, j=8, k=32} reduction={k}>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %332 = stablehlo.reshape %331 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %333 = stablehlo.divide %332, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %334 = stablehlo.add %333, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %335 = stablehlo.rsqrt %334 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %337 = stablehlo.reshape %336 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %339 = stablehlo.multiply %329, %338 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %340 = stablehlo.slice %arg6 [1:2, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=2, j=32} permutation={i}>} : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %341 = stablehlo.reshape %340 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, l])->([j, k, l]) {i=1, j=1, k=1, l=32}>} : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %343 = stablehlo.reshape %342 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %345 = stablehlo.multiply %339, %344 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %346 = stablehlo.slice %arg5 [1:2, 0:32, 0:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=32, k=8} permutation={i}>} : (tensor<2x32x8xf32>) -> tensor<1x32x8xf32>
    %347 = stablehlo.reshape %346 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([j, k]) {i=1, j=32, k=8}>} : (tensor<1x32x8xf32>) -> tensor<32x8xf32>
    %348 = stablehlo.dot_general %345, %347, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=8, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x8xf32>) -> tensor<4x8x8xf32>
    %349 = stablehlo.reshape %348 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=4, j=8, k=2, l=4}>} : (tensor<4x8x8xf32>) -> tensor<4x8x2x4xf32>
    %350 = sdy.reshard %349 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=4}>} : tensor<4x8x2x4xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, m])->([i, j, k, l, m]) {i=4, j=8, k=2, l=4, m=4}>} : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4x4xf32>
    %352 = stablehlo.reshape %351 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, kl, m]) {i=4, j=8, k=2, l=4, m=4}>} : (tensor<4x8x2x4x4xf32>) -> tensor<4x8x8x4xf32>
    %353 = sdy.reshard %352 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=4}>} : tensor<4x8x8x4xf32>
    %354 = stablehlo.iota dim = 0 : tensor<8xi32>
    %355 = stablehlo.reshape %354 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xi32>) -> tensor<8x1xi32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xi32>) -> tensor<8x1xi32>
    %357 = stablehlo.reshape %356 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xi32>) -> tensor<8xi32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=8}>} : (tensor<8xi32>) -> tensor<8x8xi32>
    %359 = stablehlo.iota dim = 0 : tensor<8xi32>
    %360 = stablehlo.reshape %359 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=8}>} : (tensor<8xi32>) -> tensor<1x8xi32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=8}>} : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %362 = stablehlo.reshape %361 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=8}>} : (tensor<1x8xi32>) -> tensor<8xi32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=8}>} : (tensor<8xi32>) -> tensor<8x8xi32>
    %364 = stablehlo.compare GE, %358, %363 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>} : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %365 = stablehlo.reshape %364 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<8x8xi1>) -> tensor<1x1x8x8xi1>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %367 = stablehlo.reshape %366 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([k, l]) {i=1, j=1, k=8, l=8}>} : (tensor<1x1x8x8xi1>) -> tensor<8x8xi1>
    %368 = stablehlo.broadcast_in_dim %367, dims = [2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : (tensor<8x8xi1>) -> tensor<4x8x8x8xi1>
    %369 = stablehlo.slice %arg4 [1:2, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=32, k=32} permutation={i}>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %370 = stablehlo.reshape %369 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([j, k]) {i=1, j=32, k=32}>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %371 = stablehlo.dot_general %345, %370, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=32, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %372 = stablehlo.reshape %371 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=4, j=8, k=8, l=4}>} : (tensor<4x8x32xf32>) -> tensor<4x8x8x4xf32>
    %373 = stablehlo.slice %372 [0:4, 0:8, 0:8, 0:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=4} permutation={l}>} : (tensor<4x8x8x4xf32>) -> tensor<4x8x8x2xf32>
    %374 = stablehlo.iota dim = 0 : tensor<8xi32>
    %375 = stablehlo.iota dim = 0 : tensor<8xi32>
    %376 = stablehlo.iota dim = 0 : tensor<8xi32>
    %377 = stablehlo.iota dim = 0 : tensor<8xi32>
    %378 = stablehlo.iota dim = 0 : tensor<8xi32>
    %379 = stablehlo.iota dim = 0 : tensor<8xi32>
    %380 = stablehlo.iota dim = 0 : tensor<8xi32>
    %381 = stablehlo.iota dim = 0 : tensor<8xi32>
    %382 = stablehlo.convert %374 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %383 = stablehlo.convert %375 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %384 = stablehlo.convert %376 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %385 = stablehlo.convert %377 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %386 = stablehlo.reshape %382 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %387 = stablehlo.reshape %383 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %388 = stablehlo.reshape %384 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %389 = stablehlo.reshape %385 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %390 = stablehlo.broadcast_in_dim %386, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %391 = stablehlo.broadcast_in_dim %387, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %392 = stablehlo.broadcast_in_dim %388, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %393 = stablehlo.broadcast_in_dim %389, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %394 = stablehlo.reshape %390 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %395 = stablehlo.reshape %391 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %396 = stablehlo.reshape %392 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %397 = stablehlo.reshape %393 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %398 = stablehlo.broadcast_in_dim %394, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %399 = stablehlo.broadcast_in_dim %395, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %400 = stablehlo.broadcast_in_dim %396, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %401 = stablehlo.broadcast_in_dim %397, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %402 = stablehlo.iota dim = 0 : tensor<2xf32>
    %403 = stablehlo.iota dim = 0 : tensor<2xf32>
    %404 = stablehlo.iota dim = 0 : tensor<2xf32>
    %405 = stablehlo.iota dim = 0 : tensor<2xf32>
    %406 = stablehlo.divide %402, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %407 = stablehlo.divide %403, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %408 = stablehlo.divide %404, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %409 = stablehlo.divide %405, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %410 = stablehlo.power %102, %406 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %411 = stablehlo.power %102, %407 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %412 = stablehlo.power %102, %408 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %413 = stablehlo.power %102, %409 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %414 = stablehlo.divide %100, %410 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %415 = stablehlo.divide %100, %411 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %416 = stablehlo.divide %100, %412 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %417 = stablehlo.divide %100, %413 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %418 = stablehlo.reshape %414 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %419 = stablehlo.reshape %415 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %420 = stablehlo.reshape %416 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %421 = stablehlo.reshape %417 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %422 = stablehlo.broadcast_in_dim %418, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %423 = stablehlo.broadcast_in_dim %419, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %424 = stablehlo.broadcast_in_dim %420, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %425 = stablehlo.broadcast_in_dim %421, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %426 = stablehlo.reshape %422 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %427 = stablehlo.reshape %423 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %428 = stablehlo.reshape %424 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %429 = stablehlo.reshape %425 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %430 = stablehlo.broadcast_in_dim %426, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %431 = stablehlo.broadcast_in_dim %427, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %432 = stablehlo.broadcast_in_dim %428, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %433 = stablehlo.broadcast_in_dim %429, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %434 = stablehlo.multiply %398, %430 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %435 = stablehlo.multiply %399, %431 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %436 = stablehlo.multiply %400, %432 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %437 = stablehlo.multiply %401, %433 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %438 = stablehlo.cosine %434 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %439 = stablehlo.cosine %437 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %440 = stablehlo.reshape %438 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %441 = stablehlo.reshape %439 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %442 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %443 = stablehlo.reshape %442 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %445 = stablehlo.multiply %373, %444 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : tensor<4x8x8x2xf32>
    %446 = stablehlo.slice %372 [0:4, 0:8, 0:8, 2:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=4} permutation={l}>} : (tensor<4x8x8x4xf32>) -> tensor<4x8x8x2xf32>
    %447 = stablehlo.sine %435 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %448 = stablehlo.sine %436 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %449 = stablehlo.reshape %447 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %450 = stablehlo.reshape %448 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %451 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %452 = stablehlo.reshape %451 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %454 = stablehlo.multiply %446, %453 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : tensor<4x8x8x2xf32>
    %455 = stablehlo.subtract %445, %454 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : tensor<4x8x8x2xf32>
    %456 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %457 = stablehlo.reshape %456 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %459 = stablehlo.multiply %373, %458 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : tensor<4x8x8x2xf32>
    %460 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %461 = stablehlo.reshape %460 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x8x2xf32>
    %463 = stablehlo.multiply %446, %462 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : tensor<4x8x8x2xf32>
    %464 = stablehlo.add %459, %463 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=2}>} : tensor<4x8x8x2xf32>
    %465 = stablehlo.concatenate %455, %464, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=4} need_replication={l}>} : (tensor<4x8x8x2xf32>, tensor<4x8x8x2xf32>) -> tensor<4x8x8x4xf32>
    %466 = sdy.reshard %465 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=4}>} : tensor<4x8x8x4xf32>
    %467 = stablehlo.slice %arg2 [1:2, 0:32, 0:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=32, k=8} permutation={i}>} : (tensor<2x32x8xf32>) -> tensor<1x32x8xf32>
    %468 = stablehlo.reshape %467 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([j, k]) {i=1, j=32, k=8}>} : (tensor<1x32x8xf32>) -> tensor<32x8xf32>
    %469 = stablehlo.dot_general %345, %468, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=8, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x8xf32>) -> tensor<4x8x8xf32>
    %470 = stablehlo.reshape %469 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=4, j=8, k=2, l=4}>} : (tensor<4x8x8xf32>) -> tensor<4x8x2x4xf32>
    %471 = stablehlo.slice %470 [0:4, 0:8, 0:2, 0:2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=4} permutation={l}>} : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x2xf32>
    %472 = stablehlo.convert %378 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %473 = stablehlo.convert %379 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %474 = stablehlo.convert %380 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %475 = stablehlo.convert %381 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=8}>} : (tensor<8xi32>) -> tensor<8xf32>
    %476 = stablehlo.reshape %472 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %477 = stablehlo.reshape %473 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %478 = stablehlo.reshape %474 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %479 = stablehlo.reshape %475 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
    %480 = stablehlo.broadcast_in_dim %476, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %481 = stablehlo.broadcast_in_dim %477, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %482 = stablehlo.broadcast_in_dim %478, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %483 = stablehlo.broadcast_in_dim %479, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
    %484 = stablehlo.reshape %480 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %485 = stablehlo.reshape %481 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %486 = stablehlo.reshape %482 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %487 = stablehlo.reshape %483 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
    %488 = stablehlo.broadcast_in_dim %484, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %489 = stablehlo.broadcast_in_dim %485, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %490 = stablehlo.broadcast_in_dim %486, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %491 = stablehlo.broadcast_in_dim %487, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
    %492 = stablehlo.iota dim = 0 : tensor<2xf32>
    %493 = stablehlo.iota dim = 0 : tensor<2xf32>
    %494 = stablehlo.iota dim = 0 : tensor<2xf32>
    %495 = stablehlo.iota dim = 0 : tensor<2xf32>
    %496 = stablehlo.divide %492, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %497 = stablehlo.divide %493, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %498 = stablehlo.divide %494, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %499 = stablehlo.divide %495, %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %500 = stablehlo.power %102, %496 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %501 = stablehlo.power %102, %497 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %502 = stablehlo.power %102, %498 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %503 = stablehlo.power %102, %499 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %504 = stablehlo.divide %100, %500 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %505 = stablehlo.divide %100, %501 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %506 = stablehlo.divide %100, %502 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %507 = stablehlo.divide %100, %503 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
    %508 = stablehlo.reshape %504 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %509 = stablehlo.reshape %505 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %510 = stablehlo.reshape %506 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %511 = stablehlo.reshape %507 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
    %512 = stablehlo.broadcast_in_dim %508, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %513 = stablehlo.broadcast_in_dim %509, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %514 = stablehlo.broadcast_in_dim %510, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %515 = stablehlo.broadcast_in_dim %511, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
    %516 = stablehlo.reshape %512 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %517 = stablehlo.reshape %513 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %518 = stablehlo.reshape %514 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %519 = stablehlo.reshape %515 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
    %520 = stablehlo.broadcast_in_dim %516, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %521 = stablehlo.broadcast_in_dim %517, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %522 = stablehlo.broadcast_in_dim %518, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %523 = stablehlo.broadcast_in_dim %519, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=8, j=2}>} : (tensor<2xf32>) -> tensor<8x2xf32>
    %524 = stablehlo.multiply %488, %520 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %525 = stablehlo.multiply %489, %521 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %526 = stablehlo.multiply %490, %522 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %527 = stablehlo.multiply %491, %523 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %528 = stablehlo.cosine %524 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %529 = stablehlo.cosine %527 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %530 = stablehlo.reshape %528 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %531 = stablehlo.reshape %529 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %532 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %533 = stablehlo.reshape %532 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %535 = stablehlo.multiply %471, %534 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : tensor<4x8x2x2xf32>
    %536 = stablehlo.slice %470 [0:4, 0:8, 0:2, 2:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=4} permutation={l}>} : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x2xf32>
    %537 = stablehlo.sine %525 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %538 = stablehlo.sine %526 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
    %539 = stablehlo.reshape %537 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %540 = stablehlo.reshape %538 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<8x2xf32>) -> tensor<1x8x1x2xf32>
    %541 = stablehlo.broadcast_in_dim %539, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %542 = stablehlo.reshape %541 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %544 = stablehlo.multiply %536, %543 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : tensor<4x8x2x2xf32>
    %545 = stablehlo.subtract %535, %544 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : tensor<4x8x2x2xf32>
    %546 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %547 = stablehlo.reshape %546 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %549 = stablehlo.multiply %471, %548 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : tensor<4x8x2x2xf32>
    %550 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<1x8x1x2xf32>
    %551 = stablehlo.reshape %550 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=8, k=1, l=2}>} : (tensor<1x8x1x2xf32>) -> tensor<8x2xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : (tensor<8x2xf32>) -> tensor<4x8x2x2xf32>
    %553 = stablehlo.multiply %536, %552 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : tensor<4x8x2x2xf32>
    %554 = stablehlo.add %549, %553 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=2}>} : tensor<4x8x2x2xf32>
    %555 = stablehlo.concatenate %545, %554, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=4} need_replication={l}>} : (tensor<4x8x2x2xf32>, tensor<4x8x2x2xf32>) -> tensor<4x8x2x4xf32>
    %556 = sdy.reshard %555 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=2, l=4}>} : tensor<4x8x2x4xf32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [0, 1, 2, 4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, m])->([i, j, k, l, m]) {i=4, j=8, k=2, l=4, m=4}>} : (tensor<4x8x2x4xf32>) -> tensor<4x8x2x4x4xf32>
    %558 = stablehlo.reshape %557 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, kl, m]) {i=4, j=8, k=2, l=4, m=4}>} : (tensor<4x8x2x4x4xf32>) -> tensor<4x8x8x4xf32>
    %559 = sdy.reshard %558 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=4}>} : tensor<4x8x8x4xf32>
    %560 = stablehlo.dot_general %466, %559, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=4, j=8, k=8, l=8, m=4} reduction={m}>} : (tensor<4x8x8x4xf32>, tensor<4x8x8x4xf32>) -> tensor<4x8x8x8xf32>
    %561 = stablehlo.divide %560, %264 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : tensor<4x8x8x8xf32>
    %562 = stablehlo.select %368, %561, %267 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : tensor<4x8x8x8xi1>, tensor<4x8x8x8xf32>
    %563 = stablehlo.reduce(%562 init: %269) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=4, j=8, k=8, l=8} reduction={l}>} : (tensor<4x8x8x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %564 = stablehlo.maximum %563, %271 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=8}>} : tensor<4x8x8xf32>
    %565 = stablehlo.reshape %564 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=8, k=8, l=1}>} : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=1}>} : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x1xf32>
    %567 = stablehlo.reshape %566 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=4, j=8, k=8, l=1}>} : (tensor<4x8x8x1xf32>) -> tensor<4x8x8xf32>
    %568 = stablehlo.broadcast_in_dim %567, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : (tensor<4x8x8xf32>) -> tensor<4x8x8x8xf32>
    %569 = stablehlo.subtract %562, %568 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : tensor<4x8x8x8xf32>
    %570 = stablehlo.exponential %569 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : tensor<4x8x8x8xf32>
    %571 = stablehlo.reduce(%570 init: %23) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=4, j=8, k=8, l=8} reduction={l}>} : (tensor<4x8x8x8xf32>, tensor<f32>) -> tensor<4x8x8xf32>
    %572 = stablehlo.reshape %571 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=8, k=8, l=1}>} : (tensor<4x8x8xf32>) -> tensor<4x8x8x1xf32>
    %573 = stablehlo.broadcast_in_dim %572, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=1}>} : (tensor<4x8x8x1xf32>) -> tensor<4x8x8x1xf32>
    %574 = stablehlo.reshape %573 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=4, j=8, k=8, l=1}>} : (tensor<4x8x8x1xf32>) -> tensor<4x8x8xf32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : (tensor<4x8x8xf32>) -> tensor<4x8x8x8xf32>
    %576 = stablehlo.divide %570, %575 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=8}>} : tensor<4x8x8x8xf32>
    %577 = stablehlo.dot_general %353, %576, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=4, j=8, k=4, l=8, m=8} reduction={m}>} : (tensor<4x8x8x4xf32>, tensor<4x8x8x8xf32>) -> tensor<4x8x4x8xf32>
    %578 = stablehlo.transpose %577, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=4, j=8, k=8, l=4}>, xla_shape = "f32[4,8,8,4]{1,3,2,0}"} : (tensor<4x8x4x8xf32>) -> tensor<4x8x8x4xf32>
    %579 = sdy.reshard %578 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=8, k=8, l=4}>} : tensor<4x8x8x4xf32>
    %580 = stablehlo.reshape %579 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, kl]) {i=4, j=8, k=8, l=4}>} : (tensor<4x8x8x4xf32>) -> tensor<4x8x32xf32>
    %581 = stablehlo.slice %arg3 [1:2, 0:32, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=32, k=32} permutation={i}>} : (tensor<2x32x32xf32>) -> tensor<1x32x32xf32>
    %582 = stablehlo.reshape %581 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([j, k]) {i=1, j=32, k=32}>} : (tensor<1x32x32xf32>) -> tensor<32x32xf32>
    %583 = stablehlo.dot_general %580, %582, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=32, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x32xf32>) -> tensor<4x8x32xf32>
    %584 = stablehlo.add %329, %583 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %585 = sdy.reshard %584 <@mesh, [{"fsdp"}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %586 = stablehlo.multiply %585, %585 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %587 = stablehlo.reduce(%586 init: %23) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([i, j]) {i=4, j=8, k=32} reduction={k}>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %588 = stablehlo.reshape %587 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %589 = stablehlo.divide %588, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %590 = stablehlo.add %589, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %591 = stablehlo.rsqrt %590 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %593 = stablehlo.reshape %592 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %595 = stablehlo.multiply %585, %594 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %596 = stablehlo.slice %arg10 [1:2, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=2, j=32} permutation={i}>} : (tensor<2x32xf32>) -> tensor<1x32xf32>
    %597 = stablehlo.reshape %596 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, l])->([j, k, l]) {i=1, j=1, k=1, l=32}>} : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %599 = stablehlo.reshape %598 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %601 = stablehlo.multiply %595, %600 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %602 = stablehlo.slice %arg8 [1:2, 0:32, 0:64] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=32, k=64} permutation={i}>} : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %603 = stablehlo.reshape %602 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([j, k]) {i=1, j=32, k=64}>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %604 = stablehlo.dot_general %601, %603, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=64, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %605 = stablehlo.negate %604 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %606 = stablehlo.exponential %605 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %607 = stablehlo.add %606, %313 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %608 = stablehlo.divide %313, %607 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %609 = stablehlo.multiply %604, %608 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %610 = stablehlo.slice %arg9 [1:2, 0:32, 0:64] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=32, k=64} permutation={i}>} : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
    %611 = stablehlo.reshape %610 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([j, k]) {i=1, j=32, k=64}>} : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %612 = stablehlo.dot_general %601, %611, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=64, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %613 = stablehlo.multiply %609, %612 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %614 = sdy.reshard %613 <@mesh, [{"fsdp"}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    %615 = stablehlo.slice %arg7 [1:2, 0:64, 0:32] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=64, k=32} permutation={i}>} : (tensor<2x64x32xf32>) -> tensor<1x64x32xf32>
    %616 = stablehlo.reshape %615 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([j, k]) {i=1, j=64, k=32}>} : (tensor<1x64x32xf32>) -> tensor<64x32xf32>
    %617 = stablehlo.dot_general %614, %616, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=32, l=64} reduction={l}>} : (tensor<4x8x64xf32>, tensor<64x32xf32>) -> tensor<4x8x32xf32>
    %618 = stablehlo.add %585, %617 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %619 = sdy.reshard %618 <@mesh, [{"fsdp"}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %620 = stablehlo.multiply %619, %619 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %621 = stablehlo.reduce(%620 init: %23) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([i, j]) {i=4, j=8, k=32} reduction={k}>} : (tensor<4x8x32xf32>, tensor<f32>) -> tensor<4x8xf32>
    %622 = stablehlo.reshape %621 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %623 = stablehlo.divide %622, %27 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %624 = stablehlo.add %623, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %625 = stablehlo.rsqrt %624 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : tensor<4x8x1xf32>
    %626 = stablehlo.broadcast_in_dim %625, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
    %627 = stablehlo.reshape %626 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j]) {i=4, j=8, k=1}>} : (tensor<4x8x1xf32>) -> tensor<4x8xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<4x8xf32>) -> tensor<4x8x32xf32>
    %629 = stablehlo.multiply %619, %628 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %630 = stablehlo.reshape %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %631 = stablehlo.broadcast_in_dim %630, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %632 = stablehlo.reshape %631 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %633 = stablehlo.broadcast_in_dim %632, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=4, j=8, k=32}>} : (tensor<32xf32>) -> tensor<4x8x32xf32>
    %634 = stablehlo.multiply %629, %633 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=8, k=32}>} : tensor<4x8x32xf32>
    %635 = stablehlo.dot_general %634, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=8, k=64, l=32} reduction={l}>} : (tensor<4x8x32xf32>, tensor<32x64xf32>) -> tensor<4x8x64xf32>
    %636 = sdy.reshard %635 <@mesh, [{"fsdp"}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=8, k=64}>} : tensor<4x8x64xf32>
    return %636 : tensor<4x8x64xf32>
  }
}
