module @jit_mlp_sgd_program attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["dp"=4]> {stablehlo.mesh = {axes = [{name = "dp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, %arg5: tensor<8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>) {
    %0:5 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) in_shardings=[<@mesh, [{}]>, <@mesh, [{}]>, <@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"dp"}, {}]>, <@mesh, [{"dp"}, {}]>] out_shardings=[<@mesh, [{"dp"}]>, <@mesh, [{"dp"}, {}]>, <@mesh, [{"dp"}, {}]>, <@mesh, [{"dp"}, {}, {}]>, <@mesh, [{"dp"}, {}, {}]>] manual_axes={"dp"} (%arg6: tensor<64xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x64xf32>, %arg9: tensor<64x32xf32>, %arg10: tensor<2x32xf32>, %arg11: tensor<2x32xf32>) {
      %30 = stablehlo.dot %arg10, %arg8, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=2, j=64, k=32} reduction={k}>} : (tensor<2x32xf32>, tensor<32x64xf32>) -> tensor<2x64xf32>
      %31 = stablehlo.reshape %arg6 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=64}>} : (tensor<64xf32>) -> tensor<1x64xf32>
      %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=64}>} : (tensor<1x64xf32>) -> tensor<1x64xf32>
      %33 = stablehlo.reshape %32 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=64}>} : (tensor<1x64xf32>) -> tensor<64xf32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=2, j=64}>} : (tensor<64xf32>) -> tensor<2x64xf32>
      %35 = stablehlo.add %30, %34 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %36 = stablehlo.multiply %35, %35 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %37 = stablehlo.multiply %36, %35 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %38 = sdy.constant dense<4.471500e-02> : tensor<f32>
      %39 = stablehlo.broadcast_in_dim %38, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=2, j=64}>} : (tensor<f32>) -> tensor<2x64xf32>
      %40 = stablehlo.multiply %37, %39 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %41 = stablehlo.add %35, %40 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %42 = sdy.constant dense<0.797884583> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %42, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=2, j=64}>} : (tensor<f32>) -> tensor<2x64xf32>
      %44 = stablehlo.multiply %41, %43 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %45 = stablehlo.tanh %44 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %46 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %46, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=2, j=64}>} : (tensor<f32>) -> tensor<2x64xf32>
      %48 = stablehlo.add %45, %47 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %49 = sdy.constant dense<5.000000e-01> : tensor<f32>
      %50 = stablehlo.broadcast_in_dim %49, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=2, j=64}>} : (tensor<f32>) -> tensor<2x64xf32>
      %51 = stablehlo.multiply %48, %50 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %52 = stablehlo.multiply %35, %51 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %53 = stablehlo.dot %52, %arg9, precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [k, j])->([i, j]) {i=2, j=32, k=64} reduction={k}>} : (tensor<2x64xf32>, tensor<64x32xf32>) -> tensor<2x32xf32>
      %54 = stablehlo.reshape %arg7 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=32}>} : (tensor<32xf32>) -> tensor<1x32xf32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([i, j]) {i=1, j=32}>} : (tensor<1x32xf32>) -> tensor<1x32xf32>
      %56 = stablehlo.reshape %55 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([j]) {i=1, j=32}>} : (tensor<1x32xf32>) -> tensor<32xf32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [1] {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=2, j=32}>} : (tensor<32xf32>) -> tensor<2x32xf32>
      %58 = stablehlo.add %53, %57 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=32}>} : tensor<2x32xf32>
      %59 = stablehlo.subtract %58, %arg11 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=32}>} : tensor<2x32xf32>
      %60 = stablehlo.multiply %59, %59 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=32}>} : tensor<2x32xf32>
      %61 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %62 = stablehlo.reduce(%60 init: %61) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([]) {i=2, j=32} reduction={i, j}>} : (tensor<2x32xf32>, tensor<f32>) -> tensor<f32>
      %63 = sdy.constant dense<6.400000e+01> : tensor<f32>
      %64 = stablehlo.divide %62, %63 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
      %65 = stablehlo.reshape %64 {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=1}>} : (tensor<f32>) -> tensor<1xf32>
      %66 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %67 = stablehlo.broadcast_in_dim %66, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=2, j=32}>} : (tensor<f32>) -> tensor<2x32xf32>
      %68 = stablehlo.multiply %59, %67 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=32}>} : tensor<2x32xf32>
      %69 = sdy.constant dense<1.562500e-02> : tensor<f32>
      %70 = stablehlo.broadcast_in_dim %69, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=2, j=32}>} : (tensor<f32>) -> tensor<2x32xf32>
      %71 = stablehlo.multiply %68, %70 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=32}>} : tensor<2x32xf32>
      %72 = stablehlo.dot_general %71, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, k], [j, k])->([i, j]) {i=2, j=64, k=32} reduction={k}>} : (tensor<2x32xf32>, tensor<64x32xf32>) -> tensor<2x64xf32>
      %73 = stablehlo.multiply %72, %51 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %74 = stablehlo.multiply %35, %72 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %75 = stablehlo.multiply %74, %50 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %76 = stablehlo.subtract %47, %45 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %77 = stablehlo.multiply %75, %76 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %78 = stablehlo.multiply %77, %45 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %79 = stablehlo.add %77, %78 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %80 = stablehlo.multiply %79, %43 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %81 = stablehlo.add %73, %80 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %82 = stablehlo.multiply %80, %39 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %83 = stablehlo.multiply %35, %35 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %84 = sdy.constant dense<3.000000e+00> : tensor<f32>
      %85 = stablehlo.broadcast_in_dim %84, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=2, j=64}>} : (tensor<f32>) -> tensor<2x64xf32>
      %86 = stablehlo.multiply %83, %85 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %87 = stablehlo.multiply %82, %86 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %88 = stablehlo.add %81, %87 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=2, j=64}>} : tensor<2x64xf32>
      %89 = stablehlo.reduce(%88 init: %61) applies stablehlo.add across dimensions = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([j]) {i=2, j=64} reduction={i}>} : (tensor<2x64xf32>, tensor<f32>) -> tensor<64xf32>
      %90 = stablehlo.reshape %89 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=64}>} : (tensor<64xf32>) -> tensor<1x64xf32>
      %91 = stablehlo.reduce(%90 init: %61) applies stablehlo.add across dimensions = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([j]) {i=1, j=64} reduction={i}>} : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
      %92 = stablehlo.reshape %91 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=64}>} : (tensor<64xf32>) -> tensor<1x64xf32>
      %93 = stablehlo.reduce(%71 init: %61) applies stablehlo.add across dimensions = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([j]) {i=2, j=32} reduction={i}>} : (tensor<2x32xf32>, tensor<f32>) -> tensor<32xf32>
      %94 = stablehlo.reshape %93 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=32}>} : (tensor<32xf32>) -> tensor<1x32xf32>
      %95 = stablehlo.reduce(%94 init: %61) applies stablehlo.add across dimensions = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([j]) {i=1, j=32} reduction={i}>} : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
      %96 = stablehlo.reshape %95 {sdy.sharding_rule = #sdy.op_sharding_rule<([j])->([i, j]) {i=1, j=32}>} : (tensor<32xf32>) -> tensor<1x32xf32>
      %97 = stablehlo.dot_general %88, %arg10, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([k, i], [k, j])->([i, j]) {i=64, j=32, k=2} reduction={k}>} : (tensor<2x64xf32>, tensor<2x32xf32>) -> tensor<64x32xf32>
      %98 = stablehlo.transpose %97, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([i, j]) {i=32, j=64}>, xla_shape = "f32[32,64]{0,1}"} : (tensor<64x32xf32>) -> tensor<32x64xf32>
      %99 = stablehlo.reshape %98 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, k])->([i, j, k]) {i=1, j=32, k=64}>} : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
      %100 = stablehlo.dot_general %71, %52, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] {sdy.sharding_rule = #sdy.op_sharding_rule<([k, i], [k, j])->([i, j]) {i=32, j=64, k=2} reduction={k}>} : (tensor<2x32xf32>, tensor<2x64xf32>) -> tensor<32x64xf32>
      %101 = stablehlo.transpose %100, dims = [1, 0] {result_layout = dense<[0, 1]> : tensor<2xindex>, sdy.sharding_rule = #sdy.op_sharding_rule<([j, i])->([i, j]) {i=64, j=32}>, xla_shape = "f32[64,32]{0,1}"} : (tensor<32x64xf32>) -> tensor<64x32xf32>
      %102 = stablehlo.reshape %101 {sdy.sharding_rule = #sdy.op_sharding_rule<([j, k])->([i, j, k]) {i=1, j=64, k=32}>} : (tensor<64x32xf32>) -> tensor<1x64x32xf32>
      sdy.return %65, %92, %96, %99, %102 : tensor<1xf32>, tensor<1x64xf32>, tensor<1x32xf32>, tensor<1x32x64xf32>, tensor<1x64x32xf32>
    } : (tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<8x32xf32>, tensor<8x32xf32>) -> (tensor<4xf32>, tensor<4x64xf32>, tensor<4x32xf32>, tensor<4x32x64xf32>, tensor<4x64x32xf32>)
    %1 = sdy.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%0#1 init: %1) applies stablehlo.add across dimensions = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([j]) {i=4, j=64} reduction={i}>} : (tensor<4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3 = sdy.constant dense<4.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=64}>} : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.divide %2, %4 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %6 = sdy.constant dense<1.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=64}>} : (tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.multiply %5, %7 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %9 = stablehlo.subtract %arg0, %8 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=64}>} : tensor<64xf32>
    %10 = stablehlo.reduce(%0#2 init: %1) applies stablehlo.add across dimensions = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [])->([j]) {i=4, j=32} reduction={i}>} : (tensor<4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=32}>} : (tensor<f32>) -> tensor<32xf32>
    %12 = stablehlo.divide %10, %11 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %13 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i]) {i=32}>} : (tensor<f32>) -> tensor<32xf32>
    %14 = stablehlo.multiply %12, %13 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %15 = stablehlo.subtract %arg1, %14 {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [i])->([i]) {i=32}>} : tensor<32xf32>
    %16 = stablehlo.reduce(%0#3 init: %1) applies stablehlo.add across dimensions = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([j, k]) {i=4, j=32, k=64} reduction={i}>} : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %17 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=64}>} : (tensor<f32>) -> tensor<32x64xf32>
    %18 = stablehlo.divide %16, %17 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>} : tensor<32x64xf32>
    %19 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=32, j=64}>} : (tensor<f32>) -> tensor<32x64xf32>
    %20 = stablehlo.multiply %18, %19 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>} : tensor<32x64xf32>
    %21 = stablehlo.subtract %arg2, %20 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=32, j=64}>} : tensor<32x64xf32>
    %22 = stablehlo.reduce(%0#4 init: %1) applies stablehlo.add across dimensions = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k], [])->([j, k]) {i=4, j=64, k=32} reduction={i}>} : (tensor<4x64x32xf32>, tensor<f32>) -> tensor<64x32xf32>
    %23 = stablehlo.broadcast_in_dim %3, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=64, j=32}>} : (tensor<f32>) -> tensor<64x32xf32>
    %24 = stablehlo.divide %22, %23 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>} : tensor<64x32xf32>
    %25 = stablehlo.broadcast_in_dim %6, dims = [] {sdy.sharding_rule = #sdy.op_sharding_rule<([])->([i, j]) {i=64, j=32}>} : (tensor<f32>) -> tensor<64x32xf32>
    %26 = stablehlo.multiply %24, %25 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>} : tensor<64x32xf32>
    %27 = stablehlo.subtract %arg3, %26 {sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [i, j])->([i, j]) {i=64, j=32}>} : tensor<64x32xf32>
    %28 = stablehlo.reduce(%0#0 init: %1) applies stablehlo.add across dimensions = [0] {sdy.sharding_rule = #sdy.op_sharding_rule<([i], [])->([]) {i=4} reduction={i}>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %29 = stablehlo.divide %28, %3 {sdy.sharding_rule = #sdy.op_sharding_rule<([], [])->([])>} : tensor<f32>
    return %9, %15, %21, %27, %29 : tensor<64xf32>, tensor<32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<f32>
  }
}
