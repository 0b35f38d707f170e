module @jit_attention_tp_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["dp"=2, "tp"=2]> {stablehlo.mesh = {axes = [{name = "dp", size = 2 : i64}, {name = "tp", size = 2 : i64}]}}
  func.func @main(%arg0: tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tp"}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {}]>}) -> (tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{"dp"}, {}, {}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{}, {"tp"}]>, <@mesh, [{"tp"}, {}]>] out_shardings=[<@mesh, [{"dp"}, {}, {}]>] manual_axes={"dp", "tp"} (%arg5: tensor<1x16x32xf32>, %arg6: tensor<32x16xf32>, %arg7: tensor<32x16xf32>, %arg8: tensor<32x16xf32>, %arg9: tensor<16x32xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=1, j=16, k=16, l=32} reduction={l}>} : (tensor<1x16x32xf32>, tensor<32x16xf32>) -> tensor<1x16x16xf32>
      %2 = stablehlo.reshape %1 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, lm])->([j, k, l, m]) {i=1, j=1, k=16, l=4, m=4}>} : (tensor<1x16x16xf32>) -> tensor<1x16x4x4xf32>
      %3 = stablehlo.iota dim = 0 : tensor<16xi32>
      %4 = stablehlo.reshape %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xi32>) -> tensor<16x1xi32>
      %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xi32>) -> tensor<16x1xi32>
      %6 = stablehlo.reshape %5 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xi32>) -> tensor<16xi32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=16}>} : (tensor<16xi32>) -> tensor<16x16xi32>
      %8 = stablehlo.iota dim = 0 : tensor<16xi32>
      %9 = stablehlo.reshape %8 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=16}>} : (tensor<16xi32>) -> tensor<1x16xi32>
      %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=16}>} : (tensor<1x16xi32>) -> tensor<1x16xi32>
      %11 = stablehlo.reshape %10 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=16}>} : (tensor<1x16xi32>) -> tensor<16xi32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=16}>} : (tensor<16xi32>) -> tensor<16x16xi32>
      %13 = stablehlo.compare GE, %7, %12 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=16}>} : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
      %14 = stablehlo.reshape %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=16, l=16}>} : (tensor<16x16xi1>) -> tensor<1x1x16x16xi1>
      %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=16, l=16}>} : (tensor<1x1x16x16xi1>) -> tensor<1x1x16x16xi1>
      %16 = stablehlo.reshape %15 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l, m])->([k, l, m]) {i=1, j=1, k=1, l=16, m=16}>} : (tensor<1x1x16x16xi1>) -> tensor<1x16x16xi1>
      %17 = stablehlo.broadcast_in_dim %16, dims = [0, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l])->([i, j, k, l]) {i=1, j=4, k=16, l=16}>} : (tensor<1x16x16xi1>) -> tensor<1x4x16x16xi1>
      %18 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=1, j=16, k=16, l=32} reduction={l}>} : (tensor<1x16x32xf32>, tensor<32x16xf32>) -> tensor<1x16x16xf32>
      %19 = stablehlo.reshape %18 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, lm])->([j, k, l, m]) {i=1, j=1, k=16, l=4, m=4}>} : (tensor<1x16x16xf32>) -> tensor<1x16x4x4xf32>
      %20 = stablehlo.slice %19 [0:1, 0:16, 0:4, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=4} permutation={l}>} : (tensor<1x16x4x4xf32>) -> tensor<1x16x4x2xf32>
      %21 = stablehlo.iota dim = 0 : tensor<16xi32>
      %22 = stablehlo.iota dim = 0 : tensor<16xi32>
      %23 = stablehlo.iota dim = 0 : tensor<16xi32>
      %24 = stablehlo.iota dim = 0 : tensor<16xi32>
      %25 = stablehlo.iota dim = 0 : tensor<16xi32>
      %26 = stablehlo.iota dim = 0 : tensor<16xi32>
      %27 = stablehlo.iota dim = 0 : tensor<16xi32>
      %28 = stablehlo.iota dim = 0 : tensor<16xi32>
      %29 = stablehlo.convert %21 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
      %30 = stablehlo.convert %22 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
      %31 = stablehlo.convert %23 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
      %32 = stablehlo.convert %24 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
      %33 = stablehlo.reshape %29 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
      %34 = stablehlo.reshape %30 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
      %35 = stablehlo.reshape %31 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
      %36 = stablehlo.reshape %32 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
      %37 = stablehlo.broadcast_in_dim %33, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %38 = stablehlo.broadcast_in_dim %34, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %39 = stablehlo.broadcast_in_dim %35, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %40 = stablehlo.broadcast_in_dim %36, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %41 = stablehlo.reshape %37 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
      %42 = stablehlo.reshape %38 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
      %43 = stablehlo.reshape %39 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
      %44 = stablehlo.reshape %40 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
      %45 = stablehlo.broadcast_in_dim %41, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=2}>} : (tensor<16xf32>) -> tensor<16x2xf32>
      %46 = stablehlo.broadcast_in_dim %42, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=2}>} : (tensor<16xf32>) -> tensor<16x2xf32>
      %47 = stablehlo.broadcast_in_dim %43, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=2}>} : (tensor<16xf32>) -> tensor<16x2xf32>
      %48 = stablehlo.broadcast_in_dim %44, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=2}>} : (tensor<16xf32>) -> tensor<16x2xf32>
      %49 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %49, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %51 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %52 = stablehlo.broadcast_in_dim %51, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %53 = stablehlo.iota dim = 0 : tensor<2xf32>
      %54 = stablehlo.iota dim = 0 : tensor<2xf32>
      %55 = stablehlo.iota dim = 0 : tensor<2xf32>
      %56 = stablehlo.iota dim = 0 : tensor<2xf32>
      %57 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %58 = stablehlo.broadcast_in_dim %57, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=2}>} : (tensor<f32>) -> tensor<2xf32>
      %59 = stablehlo.divide %53, %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %60 = stablehlo.divide %54, %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %61 = stablehlo.divide %55, %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %62 = stablehlo.divide %56, %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %63 = stablehlo.power %52, %59 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %64 = stablehlo.power %52, %60 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %65 = stablehlo.power %52, %61 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %66 = stablehlo.power %52, %62 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %67 = stablehlo.divide %50, %63 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %68 = stablehlo.divide %50, %64 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %69 = stablehlo.divide %50, %65 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %70 = stablehlo.divide %50, %66 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %71 = stablehlo.reshape %67 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %72 = stablehlo.reshape %68 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %73 = stablehlo.reshape %69 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %74 = stablehlo.reshape %70 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %75 = stablehlo.broadcast_in_dim %71, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %76 = stablehlo.broadcast_in_dim %72, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %77 = stablehlo.broadcast_in_dim %73, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %78 = stablehlo.broadcast_in_dim %74, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %79 = stablehlo.reshape %75 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %80 = stablehlo.reshape %76 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %81 = stablehlo.reshape %77 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %82 = stablehlo.reshape %78 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %83 = stablehlo.broadcast_in_dim %79, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=2}>} : (tensor<2xf32>) -> tensor<16x2xf32>
      %84 = stablehlo.broadcast_in_dim %80, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=2}>} : (tensor<2xf32>) -> tensor<16x2xf32>
      %85 = stablehlo.broadcast_in_dim %81, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=2}>} : (tensor<2xf32>) -> tensor<16x2xf32>
      %86 = stablehlo.broadcast_in_dim %82, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=2}>} : (tensor<2xf32>) -> tensor<16x2xf32>
      %87 = stablehlo.multiply %45, %83 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %88 = stablehlo.multiply %46, %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %89 = stablehlo.multiply %47, %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %90 = stablehlo.multiply %48, %86 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %91 = stablehlo.cosine %87 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %92 = stablehlo.cosine %90 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %93 = stablehlo.reshape %91 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %94 = stablehlo.reshape %92 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %95 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %96 = stablehlo.reshape %95 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, m])->([j, k, m]) {i=1, j=1, k=16, l=1, m=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x2xf32>
      %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : (tensor<1x16x2xf32>) -> tensor<1x16x4x2xf32>
      %98 = stablehlo.multiply %20, %97 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : tensor<1x16x4x2xf32>
      %99 = stablehlo.slice %19 [0:1, 0:16, 0:4, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=4} permutation={l}>} : (tensor<1x16x4x4xf32>) -> tensor<1x16x4x2xf32>
      %100 = stablehlo.sine %88 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %101 = stablehlo.sine %89 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %102 = stablehlo.reshape %100 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %103 = stablehlo.reshape %101 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %104 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %105 = stablehlo.reshape %104 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, m])->([j, k, m]) {i=1, j=1, k=16, l=1, m=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x2xf32>
      %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : (tensor<1x16x2xf32>) -> tensor<1x16x4x2xf32>
      %107 = stablehlo.multiply %99, %106 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : tensor<1x16x4x2xf32>
      %108 = stablehlo.subtract %98, %107 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : tensor<1x16x4x2xf32>
      %109 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %110 = stablehlo.reshape %109 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, m])->([j, k, m]) {i=1, j=1, k=16, l=1, m=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x2xf32>
      %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : (tensor<1x16x2xf32>) -> tensor<1x16x4x2xf32>
      %112 = stablehlo.multiply %20, %111 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : tensor<1x16x4x2xf32>
      %113 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %114 = stablehlo.reshape %113 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, m])->([j, k, m]) {i=1, j=1, k=16, l=1, m=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x2xf32>
      %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : (tensor<1x16x2xf32>) -> tensor<1x16x4x2xf32>
      %116 = stablehlo.multiply %99, %115 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : tensor<1x16x4x2xf32>
      %117 = stablehlo.add %112, %116 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : tensor<1x16x4x2xf32>
      %118 = stablehlo.concatenate %108, %117, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=4} need_replication={l}>} : (tensor<1x16x4x2xf32>, tensor<1x16x4x2xf32>) -> tensor<1x16x4x4xf32>
      %119 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=1, j=16, k=16, l=32} reduction={l}>} : (tensor<1x16x32xf32>, tensor<32x16xf32>) -> tensor<1x16x16xf32>
      %120 = stablehlo.reshape %119 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, lm])->([j, k, l, m]) {i=1, j=1, k=16, l=4, m=4}>} : (tensor<1x16x16xf32>) -> tensor<1x16x4x4xf32>
      %121 = stablehlo.slice %120 [0:1, 0:16, 0:4, 0:2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=4} permutation={l}>} : (tensor<1x16x4x4xf32>) -> tensor<1x16x4x2xf32>
      %122 = stablehlo.convert %25 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
      %123 = stablehlo.convert %26 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
      %124 = stablehlo.convert %27 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
      %125 = stablehlo.convert %28 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
      %126 = stablehlo.reshape %122 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
      %127 = stablehlo.reshape %123 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
      %128 = stablehlo.reshape %124 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
      %129 = stablehlo.reshape %125 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
      %130 = stablehlo.broadcast_in_dim %126, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %131 = stablehlo.broadcast_in_dim %127, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %132 = stablehlo.broadcast_in_dim %128, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %133 = stablehlo.broadcast_in_dim %129, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
      %134 = stablehlo.reshape %130 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
      %135 = stablehlo.reshape %131 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
      %136 = stablehlo.reshape %132 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
      %137 = stablehlo.reshape %133 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
      %138 = stablehlo.broadcast_in_dim %134, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=2}>} : (tensor<16xf32>) -> tensor<16x2xf32>
      %139 = stablehlo.broadcast_in_dim %135, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=2}>} : (tensor<16xf32>) -> tensor<16x2xf32>
      %140 = stablehlo.broadcast_in_dim %136, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=2}>} : (tensor<16xf32>) -> tensor<16x2xf32>
      %141 = stablehlo.broadcast_in_dim %137, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=2}>} : (tensor<16xf32>) -> tensor<16x2xf32>
      %142 = stablehlo.iota dim = 0 : tensor<2xf32>
      %143 = stablehlo.iota dim = 0 : tensor<2xf32>
      %144 = stablehlo.iota dim = 0 : tensor<2xf32>
      %145 = stablehlo.iota dim = 0 : tensor<2xf32>
      %146 = stablehlo.divide %142, %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %147 = stablehlo.divide %143, %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %148 = stablehlo.divide %144, %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %149 = stablehlo.divide %145, %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %150 = stablehlo.power %52, %146 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %151 = stablehlo.power %52, %147 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %152 = stablehlo.power %52, %148 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %153 = stablehlo.power %52, %149 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %154 = stablehlo.divide %50, %150 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %155 = stablehlo.divide %50, %151 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %156 = stablehlo.divide %50, %152 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %157 = stablehlo.divide %50, %153 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=2}>} : tensor<2xf32>
      %158 = stablehlo.reshape %154 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %159 = stablehlo.reshape %155 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %160 = stablehlo.reshape %156 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %161 = stablehlo.reshape %157 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=2}>} : (tensor<2xf32>) -> tensor<1x2xf32>
      %162 = stablehlo.broadcast_in_dim %158, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %163 = stablehlo.broadcast_in_dim %159, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %164 = stablehlo.broadcast_in_dim %160, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %165 = stablehlo.broadcast_in_dim %161, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %166 = stablehlo.reshape %162 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %167 = stablehlo.reshape %163 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %168 = stablehlo.reshape %164 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %169 = stablehlo.reshape %165 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=2}>} : (tensor<1x2xf32>) -> tensor<2xf32>
      %170 = stablehlo.broadcast_in_dim %166, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=2}>} : (tensor<2xf32>) -> tensor<16x2xf32>
      %171 = stablehlo.broadcast_in_dim %167, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=2}>} : (tensor<2xf32>) -> tensor<16x2xf32>
      %172 = stablehlo.broadcast_in_dim %168, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=2}>} : (tensor<2xf32>) -> tensor<16x2xf32>
      %173 = stablehlo.broadcast_in_dim %169, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=2}>} : (tensor<2xf32>) -> tensor<16x2xf32>
      %174 = stablehlo.multiply %138, %170 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %175 = stablehlo.multiply %139, %171 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %176 = stablehlo.multiply %140, %172 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %177 = stablehlo.multiply %141, %173 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %178 = stablehlo.cosine %174 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %179 = stablehlo.cosine %177 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %180 = stablehlo.reshape %178 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %181 = stablehlo.reshape %179 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %182 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %183 = stablehlo.reshape %182 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, m])->([j, k, m]) {i=1, j=1, k=16, l=1, m=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x2xf32>
      %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : (tensor<1x16x2xf32>) -> tensor<1x16x4x2xf32>
      %185 = stablehlo.multiply %121, %184 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : tensor<1x16x4x2xf32>
      %186 = stablehlo.slice %120 [0:1, 0:16, 0:4, 2:4] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=4} permutation={l}>} : (tensor<1x16x4x4xf32>) -> tensor<1x16x4x2xf32>
      %187 = stablehlo.sine %175 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %188 = stablehlo.sine %176 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=2}>} : tensor<16x2xf32>
      %189 = stablehlo.reshape %187 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %190 = stablehlo.reshape %188 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<16x2xf32>) -> tensor<1x16x1x2xf32>
      %191 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %192 = stablehlo.reshape %191 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, m])->([j, k, m]) {i=1, j=1, k=16, l=1, m=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x2xf32>
      %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : (tensor<1x16x2xf32>) -> tensor<1x16x4x2xf32>
      %194 = stablehlo.multiply %186, %193 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : tensor<1x16x4x2xf32>
      %195 = stablehlo.subtract %185, %194 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : tensor<1x16x4x2xf32>
      %196 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %197 = stablehlo.reshape %196 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, m])->([j, k, m]) {i=1, j=1, k=16, l=1, m=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x2xf32>
      %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : (tensor<1x16x2xf32>) -> tensor<1x16x4x2xf32>
      %199 = stablehlo.multiply %121, %198 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : tensor<1x16x4x2xf32>
      %200 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x1x2xf32>
      %201 = stablehlo.reshape %200 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, m])->([j, k, m]) {i=1, j=1, k=16, l=1, m=2}>} : (tensor<1x16x1x2xf32>) -> tensor<1x16x2xf32>
      %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : (tensor<1x16x2xf32>) -> tensor<1x16x4x2xf32>
      %203 = stablehlo.multiply %186, %202 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : tensor<1x16x4x2xf32>
      %204 = stablehlo.add %199, %203 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=2}>} : tensor<1x16x4x2xf32>
      %205 = stablehlo.concatenate %195, %204, dim = 3 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=4, l=4} need_replication={l}>} : (tensor<1x16x4x2xf32>, tensor<1x16x4x2xf32>) -> tensor<1x16x4x4xf32>
      %206 = stablehlo.dot_general %118, %205, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=1, j=4, k=16, l=16, m=4} reduction={m}>} : (tensor<1x16x4x4xf32>, tensor<1x16x4x4xf32>) -> tensor<1x4x16x16xf32>
      %207 = stablehlo.broadcast_in_dim %57, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=1, j=4, k=16, l=16}>} : (tensor<f32>) -> tensor<1x4x16x16xf32>
      %208 = stablehlo.divide %206, %207 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=16, l=16}>} : tensor<1x4x16x16xf32>
      %209 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %210 = stablehlo.broadcast_in_dim %209, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=1, j=4, k=16, l=16}>} : (tensor<f32>) -> tensor<1x4x16x16xf32>
      %211 = stablehlo.select %17, %208, %210 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=16, l=16}>} : tensor<1x4x16x16xi1>, tensor<1x4x16x16xf32>
      %212 = sdy.constant dense<0xFF800000> : tensor<f32>
      %213 = stablehlo.reduce(%211 init: %212) applies stablehlo.maximum across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=1, j=4, k=16, l=16} reduction={l}>} : (tensor<1x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16xf32>
      %214 = stablehlo.broadcast_in_dim %212, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=1, j=4, k=16}>} : (tensor<f32>) -> tensor<1x4x16xf32>
      %215 = stablehlo.maximum %213, %214 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=1, j=4, k=16}>} : tensor<1x4x16xf32>
      %216 = stablehlo.reshape %215 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l])->([j, k, l, m]) {i=1, j=1, k=4, l=16, m=1}>} : (tensor<1x4x16xf32>) -> tensor<1x4x16x1xf32>
      %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=16, l=1}>} : (tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
      %218 = stablehlo.reshape %217 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, m])->([j, k, l]) {i=1, j=1, k=4, l=16, m=1}>} : (tensor<1x4x16x1xf32>) -> tensor<1x4x16xf32>
      %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=1, j=4, k=16, l=16}>} : (tensor<1x4x16xf32>) -> tensor<1x4x16x16xf32>
      %220 = stablehlo.subtract %211, %219 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=16, l=16}>} : tensor<1x4x16x16xf32>
      %221 = stablehlo.exponential %220 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=16, l=16}>} : tensor<1x4x16x16xf32>
      %222 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %223 = stablehlo.reduce(%221 init: %222) applies stablehlo.add across dimensions = [3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=1, j=4, k=16, l=16} reduction={l}>} : (tensor<1x4x16x16xf32>, tensor<f32>) -> tensor<1x4x16xf32>
      %224 = stablehlo.reshape %223 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l])->([j, k, l, m]) {i=1, j=1, k=4, l=16, m=1}>} : (tensor<1x4x16xf32>) -> tensor<1x4x16x1xf32>
      %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=16, l=1}>} : (tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
      %226 = stablehlo.reshape %225 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, m])->([j, k, l]) {i=1, j=1, k=4, l=16, m=1}>} : (tensor<1x4x16x1xf32>) -> tensor<1x4x16xf32>
      %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=1, j=4, k=16, l=16}>} : (tensor<1x4x16xf32>) -> tensor<1x4x16x16xf32>
      %228 = stablehlo.divide %221, %227 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=1, j=4, k=16, l=16}>} : tensor<1x4x16x16xf32>
      %229 = stablehlo.dot_general %2, %228, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=1, j=4, k=4, l=16, m=16} reduction={m}>} : (tensor<1x16x4x4xf32>, tensor<1x4x16x16xf32>) -> tensor<1x4x4x16xf32>
      %230 = stablehlo.transpose %229, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=1, j=16, k=4, l=4}>, xla_shape = "f32[1,16,4,4]{1,3,2,0}"} : (tensor<1x4x4x16xf32>) -> tensor<1x16x4x4xf32>
      %231 = stablehlo.reshape %230 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, m])->([j, k, lm]) {i=1, j=1, k=16, l=4, m=4}>} : (tensor<1x16x4x4xf32>) -> tensor<1x16x16xf32>
      %232 = stablehlo.dot_general %231, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=1, j=16, k=32, l=16} reduction={l}>} : (tensor<1x16x16xf32>, tensor<16x32xf32>) -> tensor<1x16x32xf32>
      %233 = "stablehlo.all_reduce"(%232) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %234 = stablehlo.add %arg10, %arg11 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
        stablehlo.return %234 : tensor<f32>
      }) {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=1, j=16, k=32}>} : (tensor<1x16x32xf32>) -> tensor<1x16x32xf32>
      sdy.return %233 : tensor<1x16x32xf32>
    } : (tensor<2x16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
}
