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
      %23 = stablehlo.reshape %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=4, k=4, l=8}>} : (tensor<2x4x32xf32>) -> tensor<2x4x4x8xf32>
      %24 = stablehlo.transpose %23, dims = [0, 1, 3, 2] {result_layout = dense<[2, 3, 1, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l, k])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>, xla_shape = "f32[2,4,8,4]{2,3,1,0}"} : (tensor<2x4x4x8xf32>) -> tensor<2x4x8x4xf32>
      %25 = stablehlo.slice %24 [0:2, 0:4, 0:8, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %26 = stablehlo.partition_id : tensor<ui32>
      %27 = sdy.constant dense<1> : tensor<ui32>
      %28 = stablehlo.divide %26, %27 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %29 = sdy.constant dense<4> : tensor<ui32>
      %30 = stablehlo.remainder %28, %29 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<ui32>
      %31 = stablehlo.convert %30 {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([])>} : (tensor<ui32>) -> tensor<i32>
      %32 = sdy.constant dense<4> : tensor<i32>
      %33 = stablehlo.multiply %31, %32 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<i32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<i32>) -> tensor<4xi32>
      %35 = stablehlo.iota dim = 0 : tensor<4xi32>
      %36 = stablehlo.add %34, %35 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xi32>
      %37 = stablehlo.convert %36 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=4}>} : (tensor<4xi32>) -> tensor<4xf32>
      %38 = stablehlo.reshape %37 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=1}>} : (tensor<4xf32>) -> tensor<4x1xf32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %40 = stablehlo.reshape %39 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4xf32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=2}>} : (tensor<4xf32>) -> tensor<4x2xf32>
      %42 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %42, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %44 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %45 = stablehlo.broadcast_in_dim %44, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %46 = stablehlo.iota dim = 0 : tensor<2xf32>
      %47 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %48 = stablehlo.broadcast_in_dim %47, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %49 = stablehlo.divide %46, %48 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %50 = stablehlo.power %45, %49 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %51 = stablehlo.divide %43, %50 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %52 = stablehlo.reshape %51 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %54 = stablehlo.reshape %53 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=2}>} : (tensor<2xf32>) -> tensor<4x2xf32>
      %56 = stablehlo.multiply %41, %55 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %57 = stablehlo.cosine %56 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %58 = stablehlo.reshape %57 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %60 = stablehlo.reshape %59 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %61 = stablehlo.broadcast_in_dim %60, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %62 = stablehlo.multiply %25, %61 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %63 = stablehlo.slice %24 [0:2, 0:4, 0:8, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %64 = stablehlo.sine %56 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %65 = stablehlo.reshape %64 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %67 = stablehlo.reshape %66 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %69 = stablehlo.multiply %63, %68 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %70 = stablehlo.subtract %62, %69 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %71 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %72 = stablehlo.reshape %71 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %73 = stablehlo.broadcast_in_dim %72, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %74 = stablehlo.multiply %25, %73 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %75 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %76 = stablehlo.reshape %75 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %77 = stablehlo.broadcast_in_dim %76, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %78 = stablehlo.multiply %63, %77 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %79 = stablehlo.add %74, %78 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %80 = stablehlo.concatenate %70, %79, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} need_replication={l}>} : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %81 = "stablehlo.all_to_all"(%80) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 2 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l, k])->([i, j, m, k]) {i=2, j=4, k=4, l=8, m=8} need_replication={l, m}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %82 = stablehlo.reshape %81 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl, m])->([i, j, k, l, m]) {i=2, j=4, k=4, l=2, m=4}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x4x2x4xf32>
      %83 = stablehlo.transpose %82, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, l, m])->([i, j, k, l, m]) {i=2, j=4, k=4, l=2, m=4}>, xla_shape = "f32[2,4,4,2,4]{4,3,1,2,0}"} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %84 = stablehlo.reshape %83 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, jk, l, m]) {i=2, j=4, k=4, l=2, m=4}>} : (tensor<2x4x4x2x4xf32>) -> tensor<2x16x2x4xf32>
      %85 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=32, l=32} reduction={l}>} : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %86 = stablehlo.reshape %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %87 = stablehlo.slice %86 [0:2, 0:4, 0:8, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %88 = stablehlo.convert %36 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=4}>} : (tensor<4xi32>) -> tensor<4xf32>
      %89 = stablehlo.reshape %88 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=1}>} : (tensor<4xf32>) -> tensor<4x1xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %91 = stablehlo.reshape %90 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=4, j=1}>} : (tensor<4x1xf32>) -> tensor<4xf32>
      %92 = stablehlo.broadcast_in_dim %91, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=4, j=2}>} : (tensor<4xf32>) -> tensor<4x2xf32>
      %93 = stablehlo.iota dim = 0 : tensor<2xf32>
      %94 = stablehlo.divide %93, %48 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %95 = stablehlo.power %45, %94 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %96 = stablehlo.divide %43, %95 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %97 = stablehlo.reshape %96 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %99 = stablehlo.reshape %98 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %100 = stablehlo.broadcast_in_dim %99, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=4, j=2}>} : (tensor<2xf32>) -> tensor<4x2xf32>
      %101 = stablehlo.multiply %92, %100 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %102 = stablehlo.cosine %101 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %103 = stablehlo.reshape %102 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %105 = stablehlo.reshape %104 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %106 = stablehlo.broadcast_in_dim %105, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %107 = stablehlo.multiply %87, %106 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %108 = stablehlo.slice %86 [0:2, 0:4, 0:8, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} permutation={l}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %109 = stablehlo.sine %101 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=4, j=2}>} : tensor<4x2xf32>
      %110 = stablehlo.reshape %109 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %112 = stablehlo.reshape %111 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %113 = stablehlo.broadcast_in_dim %112, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %114 = stablehlo.multiply %108, %113 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %115 = stablehlo.subtract %107, %114 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %116 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %117 = stablehlo.reshape %116 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %118 = stablehlo.broadcast_in_dim %117, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %119 = stablehlo.multiply %87, %118 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %120 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %121 = stablehlo.reshape %120 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=4, k=1, l=2}>} : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %122 = stablehlo.broadcast_in_dim %121, dims = [1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %123 = stablehlo.multiply %108, %122 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %124 = stablehlo.add %119, %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=2}>} : tensor<2x4x8x2xf32>
      %125 = stablehlo.concatenate %115, %124, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=4, k=8, l=4} need_replication={l}>} : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %126 = "stablehlo.all_to_all"(%125) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 2 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 2 : i64}> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l, k])->([i, j, m, k]) {i=2, j=4, k=4, l=8, m=8} need_replication={l, m}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %127 = stablehlo.reshape %126 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl, m])->([i, j, k, l, m]) {i=2, j=4, k=4, l=2, m=4}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x4x2x4xf32>
      %128 = stablehlo.transpose %127, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, l, m])->([i, j, k, l, m]) {i=2, j=4, k=4, l=2, m=4}>, xla_shape = "f32[2,4,4,2,4]{4,3,1,2,0}"} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %129 = stablehlo.reshape %128 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, jk, l, m]) {i=2, j=4, k=4, l=2, m=4}>} : (tensor<2x4x4x2x4xf32>) -> tensor<2x16x2x4xf32>
      %130 = stablehlo.dot_general %84, %129, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=2, j=2, k=16, l=16, m=4} reduction={m}>} : (tensor<2x16x2x4xf32>, tensor<2x16x2x4xf32>) -> tensor<2x2x16x16xf32>
      %131 = stablehlo.broadcast_in_dim %47, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : (tensor<f32>) -> tensor<2x2x16x16xf32>
      %132 = stablehlo.divide %130, %131 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : tensor<2x2x16x16xf32>
      %133 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %134 = stablehlo.broadcast_in_dim %133, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : (tensor<f32>) -> tensor<2x2x16x16xf32>
      %135 = stablehlo.select %21, %132, %134 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : tensor<2x2x16x16xi1>, tensor<2x2x16x16xf32>
      %136 = sdy.constant dense<0xFF800000> : tensor<f32>
      %137 = stablehlo.reduce(%135 init: %136) applies stablehlo.maximum across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=2, k=16, l=16} reduction={l}>} : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
      %138 = stablehlo.broadcast_in_dim %136, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=2, j=2, k=16}>} : (tensor<f32>) -> tensor<2x2x16xf32>
      %139 = stablehlo.maximum %137, %138 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=2, j=2, k=16}>} : tensor<2x2x16xf32>
      %140 = stablehlo.reshape %139 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=16, l=1}>} : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
      %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=16, l=1}>} : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
      %142 = stablehlo.reshape %141 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=2, k=16, l=1}>} : (tensor<2x2x16x1xf32>) -> tensor<2x2x16xf32>
      %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
      %144 = stablehlo.subtract %135, %143 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : tensor<2x2x16x16xf32>
      %145 = stablehlo.exponential %144 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : tensor<2x2x16x16xf32>
      %146 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %147 = stablehlo.reduce(%145 init: %146) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=2, j=2, k=16, l=16} reduction={l}>} : (tensor<2x2x16x16xf32>, tensor<f32>) -> tensor<2x2x16xf32>
      %148 = stablehlo.reshape %147 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=16, l=1}>} : (tensor<2x2x16xf32>) -> tensor<2x2x16x1xf32>
      %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=16, l=1}>} : (tensor<2x2x16x1xf32>) -> tensor<2x2x16x1xf32>
      %150 = stablehlo.reshape %149 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=2, j=2, k=16, l=1}>} : (tensor<2x2x16x1xf32>) -> tensor<2x2x16xf32>
      %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : (tensor<2x2x16xf32>) -> tensor<2x2x16x16xf32>
      %152 = stablehlo.divide %145, %151 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=2, j=2, k=16, l=16}>} : tensor<2x2x16x16xf32>
      %153 = stablehlo.dot_general %6, %152, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=2, j=2, k=4, l=16, m=16} reduction={m}>} : (tensor<2x16x2x4xf32>, tensor<2x2x16x16xf32>) -> tensor<2x2x4x16xf32>
      %154 = stablehlo.transpose %153, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=2, j=16, k=2, l=4}>, xla_shape = "f32[2,16,2,4]{1,3,2,0}"} : (tensor<2x2x4x16xf32>) -> tensor<2x16x2x4xf32>
      %155 = "stablehlo.all_to_all"(%154) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, l, j, k])->([i, m, j, k]) {i=2, j=2, k=4, l=16, m=16} need_replication={l, m}>, xla_shape = "f32[2,16,2,4]{1,3,2,0}"} : (tensor<2x16x2x4xf32>) -> tensor<2x16x2x4xf32>
      %156 = stablehlo.reshape %155 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, jk, l, m])->([i, j, k, l, m]) {i=2, j=4, k=4, l=2, m=4}>} : (tensor<2x16x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %157 = stablehlo.transpose %156, dims = [0, 2, 1, 3, 4] {result_layout = dense<[4, 3, 1, 2, 0]> : tensor<5xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, l, m])->([i, j, k, l, m]) {i=2, j=4, k=4, l=2, m=4}>, xla_shape = "f32[2,4,4,2,4]{4,3,1,2,0}"} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x4x2x4xf32>
      %158 = stablehlo.reshape %157 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l, m])->([i, j, kl, m]) {i=2, j=4, k=4, l=2, m=4}>} : (tensor<2x4x4x2x4xf32>) -> tensor<2x4x8x4xf32>
      %159 = stablehlo.reshape %158 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, kl]) {i=2, j=4, k=8, l=4}>} : (tensor<2x4x8x4xf32>) -> tensor<2x4x32xf32>
      %160 = stablehlo.dot_general %159, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=2, j=4, k=32, l=32} reduction={l}>} : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      sdy.return %160 : tensor<2x4x32xf32>
    } : (tensor<2x16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
}
