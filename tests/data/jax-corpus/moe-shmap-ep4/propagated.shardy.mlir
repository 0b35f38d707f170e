module @jit_moe_ep_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["ep"=4]> {stablehlo.mesh = {axes = [{name = "ep", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}]>}, %arg1: tensor<32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<8x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}, %arg3: tensor<8x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}, {}]>}) -> (tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"ep"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3) in_shardings=[<@mesh, [{"ep"}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"ep"}, {}, {}]>, <@mesh, [{"ep"}, {}, {}]>] out_shardings=[<@mesh, [{"ep"}, {}]>] manual_axes={"ep"} (%arg4: tensor<8x32xf32>, %arg5: tensor<32x8xf32>, %arg6: tensor<2x32x32xf32>, %arg7: tensor<2x32x32xf32>) {
      %1 = stablehlo.dot %arg4, %arg5, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=8, j=8, k=32} reduction={k}>} : (tensor<8x32xf32>, tensor<32x8xf32>) -> tensor<8x8xf32>
      %2 = sdy.constant dense<0xFF800000> : tensor<f32>
      %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.maximum across dimensions = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([i]) {i=8, j=8} reduction={j}>} : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
      %4 = stablehlo.broadcast_in_dim %2, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=8}>} : (tensor<f32>) -> tensor<8xf32>
      %5 = stablehlo.maximum %3, %4 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=8}>} : tensor<8xf32>
      %6 = stablehlo.reshape %5 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %8 = stablehlo.reshape %7 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=8}>} : (tensor<8xf32>) -> tensor<8x8xf32>
      %10 = stablehlo.subtract %1, %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>} : tensor<8x8xf32>
      %11 = stablehlo.exponential %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=8}>} : tensor<8x8xf32>
      %12 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %13 = stablehlo.reduce(%11 init: %12) applies stablehlo.add across dimensions = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([i]) {i=8, j=8} reduction={j}>} : (tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>
      %14 = stablehlo.reshape %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %16 = stablehlo.reshape %15 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %17 = stablehlo.broadcast_in_dim %16, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=8}>} : (tensor<8xf32>) -> tensor<8x8xf32>
      %18 = stablehlo.divide %11, %17 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=8}>} : tensor<8x8xf32>
      %values, %indices = mhlo.topk(%18, k = 2) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j], [i, j]) {i=8, j=8} need_replication={j} blocked_propagation={j}>} : tensor<8x8xf32> -> (tensor<8x2xf32>, tensor<8x2xi32>)
      %19 = stablehlo.reshape %indices {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=8, j=2, k=1}>} : (tensor<8x2xi32>) -> tensor<8x2x1xi32>
      %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=8, j=2, k=1}>} : (tensor<8x2x1xi32>) -> tensor<8x2x1xi32>
      %21 = stablehlo.reshape %20 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j]) {i=8, j=2, k=1}>} : (tensor<8x2x1xi32>) -> tensor<8x2xi32>
      %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=8, j=2, k=8}>} : (tensor<8x2xi32>) -> tensor<8x2x8xi32>
      %23 = stablehlo.iota dim = 0 : tensor<8xi32>
      %24 = stablehlo.reshape %23 {sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=1, j=1, k=8}>} : (tensor<8xi32>) -> tensor<1x1x8xi32>
      %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=1, j=1, k=8}>} : (tensor<1x1x8xi32>) -> tensor<1x1x8xi32>
      %26 = stablehlo.reshape %25 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([k]) {i=1, j=1, k=8}>} : (tensor<1x1x8xi32>) -> tensor<8xi32>
      %27 = stablehlo.broadcast_in_dim %26, dims = [2] {sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=8, j=2, k=8}>} : (tensor<8xi32>) -> tensor<8x2x8xi32>
      %28 = stablehlo.compare EQ, %22, %27 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=8, j=2, k=8}>} : (tensor<8x2x8xi32>, tensor<8x2x8xi32>) -> tensor<8x2x8xi1>
      %29 = stablehlo.convert %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=8, j=2, k=8}>} : (tensor<8x2x8xi1>) -> tensor<8x2x8xi32>
      %30 = stablehlo.transpose %29, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i, k])->([i, j, k]) {i=2, j=8, k=8}>, xla_shape = "s32[2,8,8]{2,0,1}"} : (tensor<8x2x8xi32>) -> tensor<2x8x8xi32>
      %31 = stablehlo.reshape %30 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([ij, k]) {i=2, j=8, k=8}>} : (tensor<2x8x8xi32>) -> tensor<16x8xi32>
      %32 = sdy.constant dense<0> : tensor<i32>
      %33 = "stablehlo.reduce_window"(%31, %32) <{base_dilations = array<i64: 1, 1>, padding = dense<[[15, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 16, 1>, window_strides = array<i64: 1, 1>}> ({
      ^bb0(%arg8: tensor<i32>, %arg9: tensor<i32>):
        %89 = stablehlo.add %arg8, %arg9 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
        stablehlo.return %89 : tensor<i32>
      }) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([i, j]) {i=16, j=8} permutation={i}>} : (tensor<16x8xi32>, tensor<i32>) -> tensor<16x8xi32>
      %34 = stablehlo.multiply %33, %31 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=8}>} : tensor<16x8xi32>
      %35 = sdy.constant dense<1> : tensor<i32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=16, j=8}>} : (tensor<i32>) -> tensor<16x8xi32>
      %37 = stablehlo.subtract %34, %36 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=8}>} : tensor<16x8xi32>
      %38 = stablehlo.reshape %37 {sdy.sharding_rule = #sdy.op_sharding_rule<([ij, k])->([i, j, k]) {i=2, j=8, k=8}>} : (tensor<16x8xi32>) -> tensor<2x8x8xi32>
      %39 = stablehlo.transpose %38, dims = [1, 0, 2] {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i, k])->([i, j, k]) {i=8, j=2, k=8}>, xla_shape = "s32[8,2,8]{2,0,1}"} : (tensor<2x8x8xi32>) -> tensor<8x2x8xi32>
      %40 = sdy.constant dense<8> : tensor<i32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=8, j=2, k=8}>} : (tensor<i32>) -> tensor<8x2x8xi32>
      %42 = stablehlo.compare LT, %39, %41 {result_layout = dense<[2, 0, 1]> : tensor<3xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=8, j=2, k=8}>, xla_shape = "pred[8,2,8]{2,0,1}"} : (tensor<8x2x8xi32>, tensor<8x2x8xi32>) -> tensor<8x2x8xi1>
      %43 = sdy.constant dense<-1> : tensor<i32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=8, j=2, k=8}>} : (tensor<i32>) -> tensor<8x2x8xi32>
      %45 = stablehlo.select %42, %39, %44 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k], [i, j, k])->([i, j, k]) {i=8, j=2, k=8}>} : tensor<8x2x8xi1>, tensor<8x2x8xi32>
      %46 = stablehlo.reshape %45 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=8, j=2, k=8, l=1}>} : (tensor<8x2x8xi32>) -> tensor<8x2x8x1xi32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=8, j=2, k=8, l=1}>} : (tensor<8x2x8x1xi32>) -> tensor<8x2x8x1xi32>
      %48 = stablehlo.reshape %47 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=8, j=2, k=8, l=1}>} : (tensor<8x2x8x1xi32>) -> tensor<8x2x8xi32>
      %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=8, j=2, k=8, l=8}>} : (tensor<8x2x8xi32>) -> tensor<8x2x8x8xi32>
      %50 = stablehlo.iota dim = 0 : tensor<8xi32>
      %51 = stablehlo.reshape %50 {sdy.sharding_rule = #sdy.op_sharding_rule<([l])->([i, j, k, l]) {i=1, j=1, k=1, l=8}>} : (tensor<8xi32>) -> tensor<1x1x1x8xi32>
      %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=1, l=8}>} : (tensor<1x1x1x8xi32>) -> tensor<1x1x1x8xi32>
      %53 = stablehlo.reshape %52 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([l]) {i=1, j=1, k=1, l=8}>} : (tensor<1x1x1x8xi32>) -> tensor<8xi32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([l])->([i, j, k, l]) {i=8, j=2, k=8, l=8}>} : (tensor<8xi32>) -> tensor<8x2x8x8xi32>
      %55 = stablehlo.compare EQ, %49, %54 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=8, j=2, k=8, l=8}>} : (tensor<8x2x8x8xi32>, tensor<8x2x8x8xi32>) -> tensor<8x2x8x8xi1>
      %56 = stablehlo.convert %55 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=8, j=2, k=8, l=8}>} : (tensor<8x2x8x8xi1>) -> tensor<8x2x8x8xf32>
      %57 = stablehlo.reduce(%values init: %12) applies stablehlo.add across dimensions = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([i]) {i=8, j=2} reduction={j}>} : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
      %58 = stablehlo.reshape %57 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=1}>} : (tensor<8xf32>) -> tensor<8x1xf32>
      %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8x1xf32>
      %60 = stablehlo.reshape %59 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=8, j=1}>} : (tensor<8x1xf32>) -> tensor<8xf32>
      %61 = stablehlo.broadcast_in_dim %60, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=8, j=2}>} : (tensor<8xf32>) -> tensor<8x2xf32>
      %62 = stablehlo.divide %values, %61 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=8, j=2}>} : tensor<8x2xf32>
      %63 = stablehlo.reshape %62 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k, l]) {i=8, j=2, k=1, l=1}>} : (tensor<8x2xf32>) -> tensor<8x2x1x1xf32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=8, j=2, k=1, l=1}>} : (tensor<8x2x1x1xf32>) -> tensor<8x2x1x1xf32>
      %65 = stablehlo.reshape %64 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j]) {i=8, j=2, k=1, l=1}>} : (tensor<8x2x1x1xf32>) -> tensor<8x2xf32>
      %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k, l]) {i=8, j=2, k=8, l=8}>} : (tensor<8x2xf32>) -> tensor<8x2x8x8xf32>
      %67 = stablehlo.multiply %56, %66 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=8, j=2, k=8, l=8}>} : tensor<8x2x8x8xf32>
      %68 = stablehlo.reduce(%67 init: %12) applies stablehlo.add across dimensions = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, k, l]) {i=8, j=2, k=8, l=8} reduction={j}>} : (tensor<8x2x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
      %69 = stablehlo.reduce(%56 init: %12) applies stablehlo.add across dimensions = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, k, l]) {i=8, j=2, k=8, l=8} reduction={j}>} : (tensor<8x2x8x8xf32>, tensor<f32>) -> tensor<8x8x8xf32>
      %70 = stablehlo.dot_general %69, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([l, i, j], [l, k])->([i, j, k]) {i=8, j=8, k=32, l=8} reduction={l}>} : (tensor<8x8x8xf32>, tensor<8x32xf32>) -> tensor<8x8x32xf32>
      %71 = "stablehlo.all_to_all"(%70) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 0 : i64}> {sdy.sharding_rule = #sdy.op_sharding_rule<([k, i, j])->([l, i, j]) {i=8, j=32, k=8, l=8} need_replication={k, l}>} : (tensor<8x8x32xf32>) -> tensor<8x8x32xf32>
      %72 = stablehlo.reshape %71 {sdy.sharding_rule = #sdy.op_sharding_rule<([ij, k, l])->([i, j, k, l]) {i=4, j=2, k=8, l=32}>} : (tensor<8x8x32xf32>) -> tensor<4x2x8x32xf32>
      %73 = stablehlo.transpose %72, dims = [1, 0, 2, 3] {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=32}>, xla_shape = "f32[2,4,8,32]{3,2,0,1}"} : (tensor<4x2x8x32xf32>) -> tensor<2x4x8x32xf32>
      %74 = stablehlo.reshape %73 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, jk, l]) {i=2, j=4, k=8, l=32}>} : (tensor<2x4x8x32xf32>) -> tensor<2x32x32xf32>
      %75 = stablehlo.dot_general %74, %arg6, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [i, l, k])->([i, j, k]) {i=2, j=32, k=32, l=32} reduction={l}>} : (tensor<2x32x32xf32>, tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
      %76 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %77 = stablehlo.broadcast_in_dim %76, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=32, k=32}>} : (tensor<f32>) -> tensor<2x32x32xf32>
      %78 = stablehlo.negate %75 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=32, k=32}>} : tensor<2x32x32xf32>
      %79 = stablehlo.exponential %78 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=2, j=32, k=32}>} : tensor<2x32x32xf32>
      %80 = stablehlo.add %79, %77 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=32, k=32}>} : tensor<2x32x32xf32>
      %81 = stablehlo.divide %77, %80 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=32, k=32}>} : tensor<2x32x32xf32>
      %82 = stablehlo.multiply %75, %81 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=32, k=32}>} : tensor<2x32x32xf32>
      %83 = stablehlo.dot_general %82, %arg7, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [i, l, k])->([i, j, k]) {i=2, j=32, k=32, l=32} reduction={l}>} : (tensor<2x32x32xf32>, tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
      %84 = "stablehlo.all_to_all"(%83) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j])->([i, l, j]) {i=2, j=32, k=32, l=32} need_replication={k, l}>} : (tensor<2x32x32xf32>) -> tensor<2x32x32xf32>
      %85 = stablehlo.reshape %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, jk, l])->([i, j, k, l]) {i=2, j=4, k=8, l=32}>} : (tensor<2x32x32xf32>) -> tensor<2x4x8x32xf32>
      %86 = stablehlo.transpose %85, dims = [1, 0, 2, 3] {result_layout = dense<[3, 2, 0, 1]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i, k, l])->([i, j, k, l]) {i=4, j=2, k=8, l=32}>, xla_shape = "f32[4,2,8,32]{3,2,0,1}"} : (tensor<2x4x8x32xf32>) -> tensor<4x2x8x32xf32>
      %87 = stablehlo.reshape %86 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([ij, k, l]) {i=4, j=2, k=8, l=32}>} : (tensor<4x2x8x32xf32>) -> tensor<8x8x32xf32>
      %88 = stablehlo.dot_general %68, %87, contracting_dims = [2, 1] x [1, 0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, l, k], [l, k, j])->([i, j]) {i=8, j=32, k=8, l=8} reduction={k, l}>} : (tensor<8x8x8xf32>, tensor<8x8x32xf32>) -> tensor<8x32xf32>
      sdy.return %88 : tensor<8x32xf32>
    } : (tensor<32x32xf32>, tensor<32x8xf32>, tensor<8x32x32xf32>, tensor<8x32x32xf32>) -> tensor<32x32xf32>
    return %0 : tensor<32x32xf32>
  }
}
