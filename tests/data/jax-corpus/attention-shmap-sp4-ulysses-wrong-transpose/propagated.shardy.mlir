module @jit_ulysses_attention_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["sp"=4]> {stablehlo.mesh = {axes = [{name = "sp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"sp"}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"sp"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {"sp"}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>] out_shardings=[<@mesh, [{}, {"sp"}, {}]>] manual_axes={"sp"} (%arg5: tensor<2x4x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32x32xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=32, l=32} reduction={l}>} : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %2 = stablehlo.reshape %1 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %3 = "stablehlo.all_to_all"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 2 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l, k])->([i, j, m, k]) {i=2, j=4, k=4, l=8, m=8} need_replication={l, m}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %4 = stablehlo.reshape %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl, m])->([i, j, k, l, m]) {i=2, j=4, k=4, l=2, m=4}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x4x2x4xf32>
      %5 = stablehlo.transpose %4, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, l, m])->([i, j, k, l, m]) {i=2, j=4, k=4, l=2, m=4}>, xla_shape = "f32[2,4,4,2,4]{4,3,1,2,0}"} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %6 = stablehlo.reshape %5 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, jk, l, m]) {i=2, j=4, k=4, l=2, m=4}>} : (tensor<2x4x4x2x4xf32>) -> tensor<2x16x2x4xf32>
      %7 = stablehlo.iota dim = 0 : tensor<16xi32>
      %8 = stablehlo.reshape %7 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xi32>) -> tensor<16x1xi32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xi32>) -> tensor<16x1xi32>
      %10 = stablehlo.reshape %9 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xi32>) -> tensor<16xi32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=16}>} : (tensor<16xi32>) -> tensor<16x16xi32>
      %12 = stablehlo.iota dim = 0 : tensor<16xi32>
      %13 = stablehlo.reshape %12 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=16}>} : (tensor<16xi32>) -> tensor<1x16xi32>
      %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=16}>} : (tensor<1x16xi32>) -> tensor<1x16xi32>
      %15 = stablehlo.reshape %14 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=16}>} : (tensor<1x16xi32>) -> tensor<16xi32>
      %16 = stablehlo.broadcast_in_dim %15, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=16}>} : (tensor<16xi32>) -> tensor<16x16xi32>
      %17 = stablehlo.compare GE, %11, %16 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=16}>} : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
      %18 = stablehlo.reshape %17 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=16, l=16}>} : (tensor<16x16xi1>) -> tensor<1x1x16x16xi1>
      %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=16, l=16}>} : (tensor<1x1x16x16xi1>) -> tensor<1x1x16x16xi1>
      %20 = stablehlo.reshape %19 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([k, l]) {i=1, j=1, k=16, l=16}>} : (tensor<1x1x16x16xi1>) -> tensor<16x16xi1>
      %21 = stablehlo.broadcast_in_dim %20, dims = [2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : (tensor<16x16xi1>) -> tensor<2x2x16x16xi1>
      %22 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=32, l=32} reduction={l}>} : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %23 = stablehlo.reshape %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %24 = stablehlo.slice %23 [0:2, 0:4, 0:8, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %25 = stablehlo.partition_id : tensor<ui32>
      %26 = sdy.constant dense<1> : tensor<ui32>
      %27 = stablehlo.divide %25, %26 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %28 = sdy.constant dense<4> : tensor<ui32>
      %29 = stablehlo.remainder %27, %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %30 = stablehlo.convert %29 {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>} : (tensor<ui32>) -> tensor<i32>
      %31 = sdy.constant dense<4> : tensor<i32>
      %32 = stablehlo.multiply %30, %31 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %33 = stablehlo.broadcast_in_dim %32, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<i32>) -> tensor<4xi32>
      %34 = stablehlo.iota dim = 0 : tensor<4xi32>
      %35 = stablehlo.add %33, %34 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xi32>
      %36 = stablehlo.convert %35 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=4}>} : (tensor<4xi32>) -> tensor<4xf32>
      %37 = stablehlo.reshape %36 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=1}>} : (tensor<4xf32>) -> tensor<4x1xf32>
      %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %39 = stablehlo.reshape %38 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4xf32>
      %40 = stablehlo.broadcast_in_dim %39, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=2}>} : (tensor<4xf32>) -> tensor<4x2xf32>
      %41 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %42 = stablehlo.broadcast_in_dim %41, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %43 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %44 = stablehlo.broadcast_in_dim %43, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %45 = stablehlo.iota dim = 0 : tensor<2xf32>
      %46 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %48 = stablehlo.divide %45, %47 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %49 = stablehlo.power %44, %48 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %50 = stablehlo.divide %42, %49 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %51 = stablehlo.reshape %50 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %53 = stablehlo.reshape %52 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %54 = stablehlo.broadcast_in_dim %53, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=2}>} : (tensor<2xf32>) -> tensor<4x2xf32>
      %55 = stablehlo.multiply %40, %54 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %56 = stablehlo.cosine %55 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %57 = stablehlo.reshape %56 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %59 = stablehlo.reshape %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %60 = stablehlo.broadcast_in_dim %59, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %61 = stablehlo.multiply %24, %60 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %62 = stablehlo.slice %23 [0:2, 0:4, 0:8, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %63 = stablehlo.sine %55 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %64 = stablehlo.reshape %63 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %66 = stablehlo.reshape %65 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %67 = stablehlo.broadcast_in_dim %66, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %68 = stablehlo.multiply %62, %67 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %69 = stablehlo.subtract %61, %68 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %70 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %71 = stablehlo.reshape %70 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %73 = stablehlo.multiply %24, %72 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %74 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %75 = stablehlo.reshape %74 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %76 = stablehlo.broadcast_in_dim %75, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %77 = stablehlo.multiply %62, %76 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %78 = stablehlo.add %73, %77 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %79 = stablehlo.concatenate %69, %78, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} need_replication={l}>} : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %80 = "stablehlo.all_to_all"(%79) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 2 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l, k])->([i, j, m, k]) {i=2, j=4, k=4, l=8, m=8} need_replication={l, m}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %81 = stablehlo.reshape %80 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl, m])->([i, j, k, l, m]) {i=2, j=4, k=4, l=2, m=4}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x4x2x4xf32>
      %82 = stablehlo.transpose %81, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, l, m])->([i, j, k, l, m]) {i=2, j=4, k=4, l=2, m=4}>, xla_shape = "f32[2,4,4,2,4]{4,3,1,2,0}"} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %83 = stablehlo.reshape %82 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, jk, l, m]) {i=2, j=4, k=4, l=2, m=4}>} : (tensor<2x4x4x2x4xf32>) -> tensor<2x16x2x4xf32>
      %84 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=32, l=32} reduction={l}>} : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %85 = stablehlo.reshape %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %86 = stablehlo.slice %85 [0:2, 0:4, 0:8, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %87 = stablehlo.convert %35 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=4}>} : (tensor<4xi32>) -> tensor<4xf32>
      %88 = stablehlo.reshape %87 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=1}>} : (tensor<4xf32>) -> tensor<4x1xf32>
      %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %90 = stablehlo.reshape %89 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4xf32>
      %91 = stablehlo.broadcast_in_dim %90, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=2}>} : (tensor<4xf32>) -> tensor<4x2xf32>
      %92 = stablehlo.iota dim = 0 : tensor<2xf32>
      %93 = stablehlo.divide %92, %47 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %94 = stablehlo.power %44, %93 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %95 = stablehlo.divide %42, %94 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %96 = stablehlo.reshape %95 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %98 = stablehlo.reshape %97 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %99 = stablehlo.broadcast_in_dim %98, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=2}>} : (tensor<2xf32>) -> tensor<4x2xf32>
      %100 = stablehlo.multiply %91, %99 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %101 = stablehlo.cosine %100 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %102 = stablehlo.reshape %101 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %104 = stablehlo.reshape %103 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %105 = stablehlo.broadcast_in_dim %104, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %106 = stablehlo.multiply %86, %105 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %107 = stablehlo.slice %85 [0:2, 0:4, 0:8, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %108 = stablehlo.sine %100 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %109 = stablehlo.reshape %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %111 = stablehlo.reshape %110 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %112 = stablehlo.broadcast_in_dim %111, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %113 = stablehlo.multiply %107, %112 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %114 = stablehlo.subtract %106, %113 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %115 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %116 = stablehlo.reshape %115 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %117 = stablehlo.broadcast_in_dim %116, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %118 = stablehlo.multiply %86, %117 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %119 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %120 = stablehlo.reshape %119 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %121 = stablehlo.broadcast_in_dim %120, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %122 = stablehlo.multiply %107, %121 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %123 = stablehlo.add %118, %122 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %124 = stablehlo.concatenate %114, %123, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} need_replication={l}>} : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %125 = "stablehlo.all_to_all"(%124) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 2 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l, k])->([i, j, m, k]) {i=2, j=4, k=4, l=8, m=8} need_replication={l, m}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %126 = stablehlo.reshape %125 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl, m])->([i, j, k, l, m]) {i=2, j=4, k=4, l=2, m=4}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x4x2x4xf32>
      %127 = stablehlo.transpose %126, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, l, m])->([i, j, k, l, m]) {i=2, j=4, k=4, l=2, m=4}>, xla_shape = "f32[2,4,4,2,4]{4,3,1,2,0}"} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %128 = stablehlo.reshape %127 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, jk, l, m]) {i=2, j=4, k=4, l=2, m=4}>} : (tensor<2x4x4x2x4xf32>) -> tensor<2x16x2x4xf32>
      %129 = stablehlo.dot_general %83, %128, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=2, j=2, k=16, l=16, m=4} reduction={m}>} : (tensor<2x16x2x4xf32>, tensor<2x16x2x4xf32>) -> tensor<2x2x16x16xf32>
      %130 = stablehlo.broadcast_in_dim %46, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : (tensor<f32>) -> tensor<2x2x16x16xf32>
      %131 = stablehlo.divide %129, %130 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : tensor<2x2x16x16xf32>
      %132 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %133 = stablehlo.broadcast_in_dim %132, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : (tensor<f32>) -> tensor<2x2x16x16xf32>
      %134 = stablehlo.select %21, %131, %133 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
      %135 = sdy.constant dense<0xFF800000> : tensor<f32>
      %136 = stablehlo.reduce(%134 init: %135) applies stablehlo.maximum across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=2, k=16, l=16} reduction={l}>} : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
      %137 = stablehlo.broadcast_in_dim %135, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=2, k=16}>} : (tensor<f32>) -> tensor<2x2x16xf32>
      %138 = stablehlo.maximum %136, %137 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=2, k=16}>} : tensor<2x2x16xf32>
      %139 = stablehlo.reshape %138 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=16, l=1}>} : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
      %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=16, l=1}>} : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
      %141 = stablehlo.reshape %140 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=2, k=16, l=1}>} : (tensor<2x2x16x1xf32>) -> tensor<2x2x16xf32>
      %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
      %143 = stablehlo.subtract %134, %142 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : tensor<2x2x16x16xf32>
      %144 = stablehlo.exponential %143 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : tensor<2x2x16x16xf32>
      %145 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %146 = stablehlo.reduce(%144 init: %145) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=2, k=16, l=16} reduction={l}>} : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
      %147 = stablehlo.reshape %146 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=16, l=1}>} : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
      %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=16, l=1}>} : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
      %149 = stablehlo.reshape %148 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=2, k=16, l=1}>} : (tensor<2x2x16x1xf32>) -> tensor<2x2x16xf32>
      %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
      %151 = stablehlo.divide %144, %150 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : tensor<2x2x16x16xf32>
      %152 = stablehlo.dot_general %6, %151, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=2, j=2, k=4, l=16, m=16} reduction={m}>} : (tensor<2x16x2x4xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x4x16xf32>
      %153 = stablehlo.transpose %152, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=2, j=16, k=2, l=4}>, xla_shape = "f32[2,16,2,4]{1,3,2,0}"} : (tensor<2x2x4x16xf32>) -> tensor<2x16x2x4xf32>
      %154 = "stablehlo.all_to_all"(%153) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, l, j, k])->([i, m, j, k]) {i=2, j=2, k=4, l=16, m=16} need_replication={l, m}>, xla_shape = "f32[2,16,2,4]{1,3,2,0}"} : (tensor<2x16x2x4xf32>) -> tensor<2x16x2x4xf32>
      %155 = stablehlo.reshape %154 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, jk, l, m])->([i, j, k, l, m]) {i=2, j=4, k=4, l=2, m=4}>} : (tensor<2x16x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %156 = stablehlo.transpose %155, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, l, m])->([i, j, k, l, m]) {i=2, j=4, k=4, l=2, m=4}>, xla_shape = "f32[2,4,4,2,4]{4,3,1,2,0}"} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %157 = stablehlo.reshape %156 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, kl, m]) {i=2, j=4, k=4, l=2, m=4}>} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x8x4xf32>
      %158 = stablehlo.transpose %157, dims = [0, 2, 1, 3] {result_layout = dense<[3, 1, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, l])->([i, j, k, l]) {i=2, j=8, k=4, l=4}>, xla_shape = "f32[2,8,4,4]{3,1,2,0}"} : (tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
      %159 = stablehlo.reshape %158 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, jk, l, m])->([i, j, klm]) {i=2, j=4, k=2, l=4, m=4}>} : (tensor<2x8x4x4xf32>) -> tensor<2x4x32xf32>
      %160 = stablehlo.dot_general %159, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=32, l=32} reduction={l}>} : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      sdy.return %160 : tensor<2x4x32xf32>
    } : (tensor<2x16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
}
