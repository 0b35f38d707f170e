module @jit_block_forward attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["fsdp"=4]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg5: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg6: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg7: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg8: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg9: tensor<4x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}) -> (tensor<4x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}) {
    %0 = sdy.reshard %arg9 <@mesh, [{"fsdp"}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=16, k=32}>} : tensor<4x16x32xf32>
    %1 = stablehlo.multiply %0, %0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=32}>} : tensor<4x16x32xf32>
    %2 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([i, j]) {i=4, j=16, k=32} reduction={k}>} : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %4 = stablehlo.reshape %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=16, k=1}>} : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %5 = sdy.constant dense<3.200000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=16, k=1}>} : (tensor<f32>) -> tensor<4x16x1xf32>
    %7 = stablehlo.divide %4, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=1}>} : tensor<4x16x1xf32>
    %8 = sdy.constant dense<9.99999997E-7> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=16, k=1}>} : (tensor<f32>) -> tensor<4x16x1xf32>
    %10 = stablehlo.add %7, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=1}>} : tensor<4x16x1xf32>
    %11 = stablehlo.rsqrt %10 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=16, k=1}>} : tensor<4x16x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=16, k=1}>} : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %13 = stablehlo.reshape %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j]) {i=4, j=16, k=1}>} : (tensor<4x16x1xf32>) -> tensor<4x16xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=16, k=32}>} : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %15 = stablehlo.multiply %0, %14 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=32}>} : tensor<4x16x32xf32>
    %16 = stablehlo.reshape %arg4 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %18 = stablehlo.reshape %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=4, j=16, k=32}>} : (tensor<32xf32>) -> tensor<4x16x32xf32>
    %20 = stablehlo.multiply %15, %19 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=32}>} : tensor<4x16x32xf32>
    %21 = stablehlo.dot_general %20, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=16, k=32, l=32} reduction={l}>} : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %22 = stablehlo.reshape %21 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=4, j=16, k=4, l=8}>} : (tensor<4x16x32xf32>) -> tensor<4x16x4x8xf32>
    %23 = sdy.reshard %22 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=8}>} : tensor<4x16x4x8xf32>
    %24 = stablehlo.iota dim = 0 : tensor<16xi32>
    %25 = stablehlo.reshape %24 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xi32>) -> tensor<16x1xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xi32>) -> tensor<16x1xi32>
    %27 = stablehlo.reshape %26 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xi32>) -> tensor<16xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=16}>} : (tensor<16xi32>) -> tensor<16x16xi32>
    %29 = stablehlo.iota dim = 0 : tensor<16xi32>
    %30 = stablehlo.reshape %29 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=16}>} : (tensor<16xi32>) -> tensor<1x16xi32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=16}>} : (tensor<1x16xi32>) -> tensor<1x16xi32>
    %32 = stablehlo.reshape %31 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=16}>} : (tensor<1x16xi32>) -> tensor<16xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=16}>} : (tensor<16xi32>) -> tensor<16x16xi32>
    %34 = stablehlo.compare GE, %28, %33 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=16}>} : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %35 = stablehlo.reshape %34 {sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=1, j=1, k=16, l=16}>} : (tensor<16x16xi1>) -> tensor<1x1x16x16xi1>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=1, k=16, l=16}>} : (tensor<1x1x16x16xi1>) -> tensor<1x1x16x16xi1>
    %37 = stablehlo.reshape %36 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([k, l]) {i=1, j=1, k=16, l=16}>} : (tensor<1x1x16x16xi1>) -> tensor<16x16xi1>
    %38 = stablehlo.broadcast_in_dim %37, dims = [2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k, l])->([i, j, k, l]) {i=4, j=4, k=16, l=16}>} : (tensor<16x16xi1>) -> tensor<4x4x16x16xi1>
    %39 = stablehlo.dot_general %20, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=16, k=32, l=32} reduction={l}>} : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %40 = stablehlo.reshape %39 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=4, j=16, k=4, l=8}>} : (tensor<4x16x32xf32>) -> tensor<4x16x4x8xf32>
    %41 = stablehlo.slice %40 [0:4, 0:16, 0:4, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=8} permutation={l}>} : (tensor<4x16x4x8xf32>) -> tensor<4x16x4x4xf32>
    %42 = stablehlo.iota dim = 0 : tensor<16xi32>
    %43 = stablehlo.iota dim = 0 : tensor<16xi32>
    %44 = stablehlo.iota dim = 0 : tensor<16xi32>
    %45 = stablehlo.iota dim = 0 : tensor<16xi32>
    %46 = stablehlo.iota dim = 0 : tensor<16xi32>
    %47 = stablehlo.iota dim = 0 : tensor<16xi32>
    %48 = stablehlo.iota dim = 0 : tensor<16xi32>
    %49 = stablehlo.iota dim = 0 : tensor<16xi32>
    %50 = stablehlo.convert %42 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
    %51 = stablehlo.convert %43 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
    %52 = stablehlo.convert %44 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
    %53 = stablehlo.convert %45 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
    %54 = stablehlo.reshape %50 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
    %55 = stablehlo.reshape %51 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
    %56 = stablehlo.reshape %52 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
    %57 = stablehlo.reshape %53 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
    %58 = stablehlo.broadcast_in_dim %54, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %59 = stablehlo.broadcast_in_dim %55, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %60 = stablehlo.broadcast_in_dim %56, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %61 = stablehlo.broadcast_in_dim %57, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %62 = stablehlo.reshape %58 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
    %63 = stablehlo.reshape %59 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
    %64 = stablehlo.reshape %60 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
    %65 = stablehlo.reshape %61 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
    %66 = stablehlo.broadcast_in_dim %62, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=4}>} : (tensor<16xf32>) -> tensor<16x4xf32>
    %67 = stablehlo.broadcast_in_dim %63, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=4}>} : (tensor<16xf32>) -> tensor<16x4xf32>
    %68 = stablehlo.broadcast_in_dim %64, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=4}>} : (tensor<16xf32>) -> tensor<16x4xf32>
    %69 = stablehlo.broadcast_in_dim %65, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=4}>} : (tensor<16xf32>) -> tensor<16x4xf32>
    %70 = sdy.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<f32>) -> tensor<4xf32>
    %72 = sdy.constant dense<1.000000e+04> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<f32>) -> tensor<4xf32>
    %74 = stablehlo.iota dim = 0 : tensor<4xf32>
    %75 = stablehlo.iota dim = 0 : tensor<4xf32>
    %76 = stablehlo.iota dim = 0 : tensor<4xf32>
    %77 = stablehlo.iota dim = 0 : tensor<4xf32>
    %78 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=4}>} : (tensor<f32>) -> tensor<4xf32>
    %80 = stablehlo.divide %74, %79 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %81 = stablehlo.divide %75, %79 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %82 = stablehlo.divide %76, %79 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %83 = stablehlo.divide %77, %79 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %84 = stablehlo.power %73, %80 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %85 = stablehlo.power %73, %81 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %86 = stablehlo.power %73, %82 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %87 = stablehlo.power %73, %83 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %88 = stablehlo.divide %71, %84 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %89 = stablehlo.divide %71, %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %90 = stablehlo.divide %71, %86 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %91 = stablehlo.divide %71, %87 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %92 = stablehlo.reshape %88 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %93 = stablehlo.reshape %89 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %94 = stablehlo.reshape %90 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %95 = stablehlo.reshape %91 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %96 = stablehlo.broadcast_in_dim %92, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %97 = stablehlo.broadcast_in_dim %93, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %98 = stablehlo.broadcast_in_dim %94, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %99 = stablehlo.broadcast_in_dim %95, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %100 = stablehlo.reshape %96 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %101 = stablehlo.reshape %97 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %102 = stablehlo.reshape %98 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %103 = stablehlo.reshape %99 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %104 = stablehlo.broadcast_in_dim %100, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=4}>} : (tensor<4xf32>) -> tensor<16x4xf32>
    %105 = stablehlo.broadcast_in_dim %101, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=4}>} : (tensor<4xf32>) -> tensor<16x4xf32>
    %106 = stablehlo.broadcast_in_dim %102, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=4}>} : (tensor<4xf32>) -> tensor<16x4xf32>
    %107 = stablehlo.broadcast_in_dim %103, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=4}>} : (tensor<4xf32>) -> tensor<16x4xf32>
    %108 = stablehlo.multiply %66, %104 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %109 = stablehlo.multiply %67, %105 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %110 = stablehlo.multiply %68, %106 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %111 = stablehlo.multiply %69, %107 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %112 = stablehlo.cosine %108 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %113 = stablehlo.cosine %111 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %114 = stablehlo.reshape %112 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %115 = stablehlo.reshape %113 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %116 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %117 = stablehlo.reshape %116 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %119 = stablehlo.multiply %41, %118 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : tensor<4x16x4x4xf32>
    %120 = stablehlo.slice %40 [0:4, 0:16, 0:4, 4:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=8} permutation={l}>} : (tensor<4x16x4x8xf32>) -> tensor<4x16x4x4xf32>
    %121 = stablehlo.sine %109 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %122 = stablehlo.sine %110 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %123 = stablehlo.reshape %121 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %124 = stablehlo.reshape %122 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %125 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %126 = stablehlo.reshape %125 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %128 = stablehlo.multiply %120, %127 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : tensor<4x16x4x4xf32>
    %129 = stablehlo.subtract %119, %128 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : tensor<4x16x4x4xf32>
    %130 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %131 = stablehlo.reshape %130 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %133 = stablehlo.multiply %41, %132 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : tensor<4x16x4x4xf32>
    %134 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %135 = stablehlo.reshape %134 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %137 = stablehlo.multiply %120, %136 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : tensor<4x16x4x4xf32>
    %138 = stablehlo.add %133, %137 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : tensor<4x16x4x4xf32>
    %139 = stablehlo.concatenate %129, %138, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=8} need_replication={l}>} : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x8xf32>
    %140 = sdy.reshard %139 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=8}>} : tensor<4x16x4x8xf32>
    %141 = stablehlo.dot_general %20, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=16, k=32, l=32} reduction={l}>} : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %142 = stablehlo.reshape %141 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, kl])->([i, j, k, l]) {i=4, j=16, k=4, l=8}>} : (tensor<4x16x32xf32>) -> tensor<4x16x4x8xf32>
    %143 = stablehlo.slice %142 [0:4, 0:16, 0:4, 0:4] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=8} permutation={l}>} : (tensor<4x16x4x8xf32>) -> tensor<4x16x4x4xf32>
    %144 = stablehlo.convert %46 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
    %145 = stablehlo.convert %47 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
    %146 = stablehlo.convert %48 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
    %147 = stablehlo.convert %49 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i]) {i=16}>} : (tensor<16xi32>) -> tensor<16xf32>
    %148 = stablehlo.reshape %144 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
    %149 = stablehlo.reshape %145 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
    %150 = stablehlo.reshape %146 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
    %151 = stablehlo.reshape %147 {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=1}>} : (tensor<16xf32>) -> tensor<16x1xf32>
    %152 = stablehlo.broadcast_in_dim %148, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %153 = stablehlo.broadcast_in_dim %149, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %154 = stablehlo.broadcast_in_dim %150, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %155 = stablehlo.broadcast_in_dim %151, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16x1xf32>
    %156 = stablehlo.reshape %152 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
    %157 = stablehlo.reshape %153 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
    %158 = stablehlo.reshape %154 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
    %159 = stablehlo.reshape %155 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i]) {i=16, j=1}>} : (tensor<16x1xf32>) -> tensor<16xf32>
    %160 = stablehlo.broadcast_in_dim %156, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=4}>} : (tensor<16xf32>) -> tensor<16x4xf32>
    %161 = stablehlo.broadcast_in_dim %157, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=4}>} : (tensor<16xf32>) -> tensor<16x4xf32>
    %162 = stablehlo.broadcast_in_dim %158, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=4}>} : (tensor<16xf32>) -> tensor<16x4xf32>
    %163 = stablehlo.broadcast_in_dim %159, dims = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i])->([i, j]) {i=16, j=4}>} : (tensor<16xf32>) -> tensor<16x4xf32>
    %164 = stablehlo.iota dim = 0 : tensor<4xf32>
    %165 = stablehlo.iota dim = 0 : tensor<4xf32>
    %166 = stablehlo.iota dim = 0 : tensor<4xf32>
    %167 = stablehlo.iota dim = 0 : tensor<4xf32>
    %168 = stablehlo.divide %164, %79 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %169 = stablehlo.divide %165, %79 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %170 = stablehlo.divide %166, %79 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %171 = stablehlo.divide %167, %79 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %172 = stablehlo.power %73, %168 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %173 = stablehlo.power %73, %169 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %174 = stablehlo.power %73, %170 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %175 = stablehlo.power %73, %171 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %176 = stablehlo.divide %71, %172 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %177 = stablehlo.divide %71, %173 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %178 = stablehlo.divide %71, %174 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %179 = stablehlo.divide %71, %175 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=4}>} : tensor<4xf32>
    %180 = stablehlo.reshape %176 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %181 = stablehlo.reshape %177 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %182 = stablehlo.reshape %178 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %183 = stablehlo.reshape %179 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=4}>} : (tensor<4xf32>) -> tensor<1x4xf32>
    %184 = stablehlo.broadcast_in_dim %180, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %185 = stablehlo.broadcast_in_dim %181, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %186 = stablehlo.broadcast_in_dim %182, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %187 = stablehlo.broadcast_in_dim %183, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<1x4xf32>
    %188 = stablehlo.reshape %184 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %189 = stablehlo.reshape %185 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %190 = stablehlo.reshape %186 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %191 = stablehlo.reshape %187 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=4}>} : (tensor<1x4xf32>) -> tensor<4xf32>
    %192 = stablehlo.broadcast_in_dim %188, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=4}>} : (tensor<4xf32>) -> tensor<16x4xf32>
    %193 = stablehlo.broadcast_in_dim %189, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=4}>} : (tensor<4xf32>) -> tensor<16x4xf32>
    %194 = stablehlo.broadcast_in_dim %190, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=4}>} : (tensor<4xf32>) -> tensor<16x4xf32>
    %195 = stablehlo.broadcast_in_dim %191, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=16, j=4}>} : (tensor<4xf32>) -> tensor<16x4xf32>
    %196 = stablehlo.multiply %160, %192 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %197 = stablehlo.multiply %161, %193 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %198 = stablehlo.multiply %162, %194 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %199 = stablehlo.multiply %163, %195 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %200 = stablehlo.cosine %196 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %201 = stablehlo.cosine %199 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %202 = stablehlo.reshape %200 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %203 = stablehlo.reshape %201 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %204 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %205 = stablehlo.reshape %204 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %207 = stablehlo.multiply %143, %206 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : tensor<4x16x4x4xf32>
    %208 = stablehlo.slice %142 [0:4, 0:16, 0:4, 4:8] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=8} permutation={l}>} : (tensor<4x16x4x8xf32>) -> tensor<4x16x4x4xf32>
    %209 = stablehlo.sine %197 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %210 = stablehlo.sine %198 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=16, j=4}>} : tensor<16x4xf32>
    %211 = stablehlo.reshape %209 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %212 = stablehlo.reshape %210 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<16x4xf32>) -> tensor<1x16x1x4xf32>
    %213 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %214 = stablehlo.reshape %213 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %216 = stablehlo.multiply %208, %215 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : tensor<4x16x4x4xf32>
    %217 = stablehlo.subtract %207, %216 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : tensor<4x16x4x4xf32>
    %218 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %219 = stablehlo.reshape %218 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %221 = stablehlo.multiply %143, %220 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : tensor<4x16x4x4xf32>
    %222 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<1x16x1x4xf32>
    %223 = stablehlo.reshape %222 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([j, l]) {i=1, j=16, k=1, l=4}>} : (tensor<1x16x1x4xf32>) -> tensor<16x4xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [1, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : (tensor<16x4xf32>) -> tensor<4x16x4x4xf32>
    %225 = stablehlo.multiply %208, %224 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : tensor<4x16x4x4xf32>
    %226 = stablehlo.add %221, %225 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=4}>} : tensor<4x16x4x4xf32>
    %227 = stablehlo.concatenate %217, %226, dim = 3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=8} need_replication={l}>} : (tensor<4x16x4x4xf32>, tensor<4x16x4x4xf32>) -> tensor<4x16x4x8xf32>
    %228 = sdy.reshard %227 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=8}>} : tensor<4x16x4x8xf32>
    %229 = stablehlo.dot_general %140, %228, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, j, m], [i, l, j, m])->([i, j, k, l]) {i=4, j=4, k=16, l=16, m=8} reduction={m}>} : (tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>) -> tensor<4x4x16x16xf32>
    %230 = sdy.constant dense<2.82842708> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=4, j=4, k=16, l=16}>} : (tensor<f32>) -> tensor<4x4x16x16xf32>
    %232 = stablehlo.divide %229, %231 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=16, l=16}>} : tensor<4x4x16x16xf32>
    %233 = sdy.constant dense<-1.000000e+09> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k, l]) {i=4, j=4, k=16, l=16}>} : (tensor<f32>) -> tensor<4x4x16x16xf32>
    %235 = stablehlo.select %38, %232, %234 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=16, l=16}>} : tensor<4x4x16x16xi1>, tensor<4x4x16x16xf32>
    %236 = sdy.constant dense<0xFF800000> : tensor<f32>
    %237 = stablehlo.reduce(%235 init: %236) applies stablehlo.maximum across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=4, j=4, k=16, l=16} reduction={l}>} : (tensor<4x4x16x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %238 = stablehlo.broadcast_in_dim %236, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=4, k=16}>} : (tensor<f32>) -> tensor<4x4x16xf32>
    %239 = stablehlo.maximum %237, %238 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=4, k=16}>} : tensor<4x4x16xf32>
    %240 = stablehlo.reshape %239 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=4, k=16, l=1}>} : (tensor<4x4x16xf32>) -> tensor<4x4x16x1xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=16, l=1}>} : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x1xf32>
    %242 = stablehlo.reshape %241 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=4, j=4, k=16, l=1}>} : (tensor<4x4x16x1xf32>) -> tensor<4x4x16xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=4, k=16, l=16}>} : (tensor<4x4x16xf32>) -> tensor<4x4x16x16xf32>
    %244 = stablehlo.subtract %235, %243 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=16, l=16}>} : tensor<4x4x16x16xf32>
    %245 = stablehlo.exponential %244 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=16, l=16}>} : tensor<4x4x16x16xf32>
    %246 = stablehlo.reduce(%245 init: %2) applies stablehlo.add across dimensions = [3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [])->([i, j, k]) {i=4, j=4, k=16, l=16} reduction={l}>} : (tensor<4x4x16x16xf32>, tensor<f32>) -> tensor<4x4x16xf32>
    %247 = stablehlo.reshape %246 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=4, k=16, l=1}>} : (tensor<4x4x16xf32>) -> tensor<4x4x16x1xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=16, l=1}>} : (tensor<4x4x16x1xf32>) -> tensor<4x4x16x1xf32>
    %249 = stablehlo.reshape %248 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k]) {i=4, j=4, k=16, l=1}>} : (tensor<4x4x16x1xf32>) -> tensor<4x4x16xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k, l]) {i=4, j=4, k=16, l=16}>} : (tensor<4x4x16xf32>) -> tensor<4x4x16x16xf32>
    %251 = stablehlo.divide %245, %250 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l], [i, j, k, l])->([i, j, k, l]) {i=4, j=4, k=16, l=16}>} : tensor<4x4x16x16xf32>
    %252 = stablehlo.dot_general %23, %251, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, m, j, k], [i, j, l, m])->([i, j, k, l]) {i=4, j=4, k=8, l=16, m=16} reduction={m}>} : (tensor<4x16x4x8xf32>, tensor<4x4x16x16xf32>) -> tensor<4x4x8x16xf32>
    %253 = stablehlo.transpose %252, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, k, l, j])->([i, j, k, l]) {i=4, j=16, k=4, l=8}>, xla_shape = "f32[4,16,4,8]{1,3,2,0}"} : (tensor<4x4x8x16xf32>) -> tensor<4x16x4x8xf32>
    %254 = sdy.reshard %253 <@mesh, [{"fsdp"}, {}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, k, l]) {i=4, j=16, k=4, l=8}>} : tensor<4x16x4x8xf32>
    %255 = stablehlo.reshape %254 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k, l])->([i, j, kl]) {i=4, j=16, k=4, l=8}>} : (tensor<4x16x4x8xf32>) -> tensor<4x16x32xf32>
    %256 = stablehlo.dot_general %255, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=16, k=32, l=32} reduction={l}>} : (tensor<4x16x32xf32>, tensor<32x32xf32>) -> tensor<4x16x32xf32>
    %257 = stablehlo.add %0, %256 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=32}>} : tensor<4x16x32xf32>
    %258 = sdy.reshard %257 <@mesh, [{"fsdp"}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=16, k=32}>} : tensor<4x16x32xf32>
    %259 = stablehlo.multiply %258, %258 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=32}>} : tensor<4x16x32xf32>
    %260 = stablehlo.reduce(%259 init: %2) applies stablehlo.add across dimensions = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([i, j]) {i=4, j=16, k=32} reduction={k}>} : (tensor<4x16x32xf32>, tensor<f32>) -> tensor<4x16xf32>
    %261 = stablehlo.reshape %260 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=16, k=1}>} : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %262 = stablehlo.divide %261, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=1}>} : tensor<4x16x1xf32>
    %263 = stablehlo.add %262, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=1}>} : tensor<4x16x1xf32>
    %264 = stablehlo.rsqrt %263 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=16, k=1}>} : tensor<4x16x1xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=16, k=1}>} : (tensor<4x16x1xf32>) -> tensor<4x16x1xf32>
    %266 = stablehlo.reshape %265 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j]) {i=4, j=16, k=1}>} : (tensor<4x16x1xf32>) -> tensor<4x16xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j, k]) {i=4, j=16, k=32}>} : (tensor<4x16xf32>) -> tensor<4x16x32xf32>
    %268 = stablehlo.multiply %258, %267 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=32}>} : tensor<4x16x32xf32>
    %269 = stablehlo.reshape %arg8 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {}, {"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %271 = stablehlo.reshape %270 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([k]) {i=1, j=1, k=32}>} : (tensor<1x1x32xf32>) -> tensor<32xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([k])->([i, j, k]) {i=4, j=16, k=32}>} : (tensor<32xf32>) -> tensor<4x16x32xf32>
    %273 = stablehlo.multiply %268, %272 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=32}>} : tensor<4x16x32xf32>
    %274 = stablehlo.dot_general %273, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=16, k=64, l=32} reduction={l}>} : (tensor<4x16x32xf32>, tensor<32x64xf32>) -> tensor<4x16x64xf32>
    %275 = stablehlo.broadcast_in_dim %70, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j, k]) {i=4, j=16, k=64}>} : (tensor<f32>) -> tensor<4x16x64xf32>
    %276 = stablehlo.negate %274 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=16, k=64}>} : tensor<4x16x64xf32>
    %277 = stablehlo.exponential %276 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=16, k=64}>} : tensor<4x16x64xf32>
    %278 = stablehlo.add %277, %275 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=64}>} : tensor<4x16x64xf32>
    %279 = stablehlo.divide %275, %278 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=64}>} : tensor<4x16x64xf32>
    %280 = stablehlo.multiply %274, %279 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=64}>} : tensor<4x16x64xf32>
    %281 = stablehlo.dot_general %273, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=16, k=64, l=32} reduction={l}>} : (tensor<4x16x32xf32>, tensor<32x64xf32>) -> tensor<4x16x64xf32>
    %282 = stablehlo.multiply %280, %281 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=64}>} : tensor<4x16x64xf32>
    %283 = sdy.reshard %282 <@mesh, [{"fsdp"}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=16, k=64}>} : tensor<4x16x64xf32>
    %284 = stablehlo.dot_general %283, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, l], [l, k])->([i, j, k]) {i=4, j=16, k=32, l=64} reduction={l}>} : (tensor<4x16x64xf32>, tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %285 = stablehlo.add %258, %284 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"fsdp"}, {}, {}]>]>, sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [i, j, k])->([i, j, k]) {i=4, j=16, k=32}>} : tensor<4x16x32xf32>
    %286 = sdy.reshard %285 <@mesh, [{"fsdp"}, {}, {}]> {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, j, k]) {i=4, j=16, k=32}>} : tensor<4x16x32xf32>
    return %286 : tensor<4x16x32xf32>
  }
}
