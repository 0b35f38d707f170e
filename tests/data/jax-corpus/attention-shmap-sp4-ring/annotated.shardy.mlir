module @jit_ring_attention_body attributes {mhlo.cross_program_prefetches = [], mhlo.input_output_alias = [], mhlo.is_dynamic = false, mhlo.num_partitions = 4 : i32, mhlo.use_auto_spmd_partitioning = false} {
  sdy.mesh @mesh = <["sp"=4]> {stablehlo.mesh = {axes = [{name = "sp", size = 4 : i64}]}}
  func.func @main(%arg0: tensor<2x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"sp"}, {}]>}, %arg1: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> tensor<2x16x32xf32> {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {"sp"}, {}]>, <@mesh, [{}, {}], replicated={"sp"}>, <@mesh, [{}, {}], replicated={"sp"}>, <@mesh, [{}, {}], replicated={"sp"}>, <@mesh, [{}, {}], replicated={"sp"}>] out_shardings=[<@mesh, [{}, {"sp"}, {}]>] manual_axes={"sp"} (%arg5: tensor<2x4x32xf32>, %arg6: tensor<32x32xf32>, %arg7: tensor<32x32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32x32xf32>) {
      %1 = sdy.constant dense<-1.000000e+30> : tensor<f32>
      %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
      %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
      %4 = stablehlo.partition_id : tensor<ui32>
      %5 = sdy.constant dense<1> : tensor<ui32>
      %6 = stablehlo.divide %4, %5 : tensor<ui32>
      %7 = sdy.constant dense<4> : tensor<ui32>
      %8 = stablehlo.remainder %6, %7 : tensor<ui32>
      %9 = stablehlo.convert %8 : (tensor<ui32>) -> tensor<i32>
      %10 = sdy.constant dense<4> : tensor<i32>
      %11 = stablehlo.multiply %9, %10 : tensor<i32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %13 = stablehlo.iota dim = 0 : tensor<4xi32>
      %14 = stablehlo.add %12, %13 : tensor<4xi32>
      %15 = stablehlo.reshape %14 : (tensor<4xi32>) -> tensor<4x1xi32>
      %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x1xi32>
      %17 = stablehlo.reshape %16 : (tensor<4x1xi32>) -> tensor<4xi32>
      %18 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<4xi32>) -> tensor<4x4xi32>
      %19 = stablehlo.partition_id : tensor<ui32>
      %20 = stablehlo.divide %19, %5 : tensor<ui32>
      %21 = stablehlo.remainder %20, %7 : tensor<ui32>
      %22 = stablehlo.convert %21 : (tensor<ui32>) -> tensor<i32>
      %23 = sdy.constant dense<0> : tensor<i32>
      %24 = stablehlo.compare EQ, %10, %23 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %25 = sdy.constant dense<1> : tensor<i32>
      %26 = stablehlo.select %24, %25, %10 : tensor<i1>, tensor<i32>
      %27 = stablehlo.remainder %22, %26 : tensor<i32>
      %28 = stablehlo.compare LT, %27, %23 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %29 = stablehlo.compare LT, %26, %23 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %30 = stablehlo.compare NE, %28, %29 : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %31 = stablehlo.compare NE, %27, %23 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %32 = stablehlo.and %30, %31 : tensor<i1>
      %33 = stablehlo.add %27, %26 : tensor<i32>
      %34 = stablehlo.select %32, %33, %27 : tensor<i1>, tensor<i32>
      %35 = stablehlo.multiply %34, %10 : tensor<i32>
      %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %37 = stablehlo.iota dim = 0 : tensor<4xi32>
      %38 = stablehlo.add %36, %37 : tensor<4xi32>
      %39 = stablehlo.reshape %38 : (tensor<4xi32>) -> tensor<1x4xi32>
      %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4xi32>
      %41 = stablehlo.reshape %40 : (tensor<1x4xi32>) -> tensor<4xi32>
      %42 = stablehlo.broadcast_in_dim %41, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
      %43 = stablehlo.compare GE, %18, %42 : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
      %44 = stablehlo.reshape %43 : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
      %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x4x4xi1>) -> tensor<1x1x4x4xi1>
      %46 = stablehlo.reshape %45 : (tensor<1x1x4x4xi1>) -> tensor<4x4xi1>
      %47 = stablehlo.broadcast_in_dim %46, dims = [2, 3] : (tensor<4x4xi1>) -> tensor<2x8x4x4xi1>
      %48 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %49 = stablehlo.reshape %48 : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %50 = stablehlo.slice %49 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %51 = stablehlo.convert %14 : (tensor<4xi32>) -> tensor<4xf32>
      %52 = stablehlo.reshape %51 : (tensor<4xf32>) -> tensor<4x1xf32>
      %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %54 = stablehlo.reshape %53 : (tensor<4x1xf32>) -> tensor<4xf32>
      %55 = stablehlo.broadcast_in_dim %54, dims = [0] : (tensor<4xf32>) -> tensor<4x2xf32>
      %56 = sdy.constant dense<1.000000e+00> : tensor<f32>
      %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %58 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %59 = sdy.constant dense<1.000000e+04> : tensor<f32>
      %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %61 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %62 = stablehlo.iota dim = 0 : tensor<2xf32>
      %63 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %65 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %66 = stablehlo.divide %62, %64 : tensor<2xf32>
      %67 = stablehlo.power %60, %66 : tensor<2xf32>
      %68 = stablehlo.divide %57, %67 : tensor<2xf32>
      %69 = stablehlo.reshape %68 : (tensor<2xf32>) -> tensor<1x2xf32>
      %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %71 = stablehlo.reshape %70 : (tensor<1x2xf32>) -> tensor<2xf32>
      %72 = stablehlo.broadcast_in_dim %71, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
      %73 = stablehlo.multiply %55, %72 : tensor<4x2xf32>
      %74 = stablehlo.cosine %73 : tensor<4x2xf32>
      %75 = stablehlo.reshape %74 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %77 = stablehlo.reshape %76 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %78 = stablehlo.broadcast_in_dim %77, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %79 = stablehlo.multiply %50, %78 : tensor<2x4x8x2xf32>
      %80 = stablehlo.slice %49 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %81 = stablehlo.sine %73 : tensor<4x2xf32>
      %82 = stablehlo.reshape %81 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %84 = stablehlo.reshape %83 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %85 = stablehlo.broadcast_in_dim %84, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %86 = stablehlo.multiply %80, %85 : tensor<2x4x8x2xf32>
      %87 = stablehlo.subtract %79, %86 : tensor<2x4x8x2xf32>
      %88 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %89 = stablehlo.reshape %88 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %90 = stablehlo.broadcast_in_dim %89, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %91 = stablehlo.multiply %50, %90 : tensor<2x4x8x2xf32>
      %92 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %93 = stablehlo.reshape %92 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %94 = stablehlo.broadcast_in_dim %93, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %95 = stablehlo.multiply %80, %94 : tensor<2x4x8x2xf32>
      %96 = stablehlo.add %91, %95 : tensor<2x4x8x2xf32>
      %97 = stablehlo.concatenate %87, %96, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %98 = stablehlo.dot_general %arg5, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %99 = stablehlo.reshape %98 : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %100 = stablehlo.slice %99 [0:2, 0:4, 0:8, 0:2] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %101 = stablehlo.convert %14 : (tensor<4xi32>) -> tensor<4xf32>
      %102 = stablehlo.reshape %101 : (tensor<4xf32>) -> tensor<4x1xf32>
      %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1xf32>
      %104 = stablehlo.reshape %103 : (tensor<4x1xf32>) -> tensor<4xf32>
      %105 = stablehlo.broadcast_in_dim %104, dims = [0] : (tensor<4xf32>) -> tensor<4x2xf32>
      %106 = stablehlo.iota dim = 0 : tensor<2xf32>
      %107 = stablehlo.divide %106, %65 : tensor<2xf32>
      %108 = stablehlo.power %61, %107 : tensor<2xf32>
      %109 = stablehlo.divide %58, %108 : tensor<2xf32>
      %110 = stablehlo.reshape %109 : (tensor<2xf32>) -> tensor<1x2xf32>
      %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %112 = stablehlo.reshape %111 : (tensor<1x2xf32>) -> tensor<2xf32>
      %113 = stablehlo.broadcast_in_dim %112, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
      %114 = stablehlo.multiply %105, %113 : tensor<4x2xf32>
      %115 = stablehlo.cosine %114 : tensor<4x2xf32>
      %116 = stablehlo.reshape %115 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %118 = stablehlo.reshape %117 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %119 = stablehlo.broadcast_in_dim %118, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %120 = stablehlo.multiply %100, %119 : tensor<2x4x8x2xf32>
      %121 = stablehlo.slice %99 [0:2, 0:4, 0:8, 2:4] : (tensor<2x4x8x4xf32>) -> tensor<2x4x8x2xf32>
      %122 = stablehlo.sine %114 : tensor<4x2xf32>
      %123 = stablehlo.reshape %122 : (tensor<4x2xf32>) -> tensor<1x4x1x2xf32>
      %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %125 = stablehlo.reshape %124 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %126 = stablehlo.broadcast_in_dim %125, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %127 = stablehlo.multiply %121, %126 : tensor<2x4x8x2xf32>
      %128 = stablehlo.subtract %120, %127 : tensor<2x4x8x2xf32>
      %129 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %130 = stablehlo.reshape %129 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %131 = stablehlo.broadcast_in_dim %130, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %132 = stablehlo.multiply %100, %131 : tensor<2x4x8x2xf32>
      %133 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<1x4x1x2xf32>) -> tensor<1x4x1x2xf32>
      %134 = stablehlo.reshape %133 : (tensor<1x4x1x2xf32>) -> tensor<4x2xf32>
      %135 = stablehlo.broadcast_in_dim %134, dims = [1, 3] : (tensor<4x2xf32>) -> tensor<2x4x8x2xf32>
      %136 = stablehlo.multiply %121, %135 : tensor<2x4x8x2xf32>
      %137 = stablehlo.add %132, %136 : tensor<2x4x8x2xf32>
      %138 = stablehlo.concatenate %128, %137, dim = 3 : (tensor<2x4x8x2xf32>, tensor<2x4x8x2xf32>) -> tensor<2x4x8x4xf32>
      %139 = stablehlo.dot_general %97, %138, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
      %140 = sdy.constant dense<2.000000e+00> : tensor<f32>
      %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<2x8x4x4xf32>
      %142 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<2x8x4x4xf32>
      %143 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<2x8x4x4xf32>
      %144 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<2x8x4x4xf32>
      %145 = stablehlo.divide %139, %141 : tensor<2x8x4x4xf32>
      %146 = sdy.constant dense<-1.000000e+09> : tensor<f32>
      %147 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2x8x4x4xf32>
      %148 = stablehlo.select %47, %145, %147 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf32>
      %149 = sdy.constant dense<0xFF800000> : tensor<f32>
      %150 = stablehlo.reduce(%148 init: %149) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %151 = stablehlo.maximum %150, %2 : tensor<2x8x4xf32>
      %152 = stablehlo.subtract %3, %151 : tensor<2x8x4xf32>
      %153 = stablehlo.exponential %152 : tensor<2x8x4xf32>
      %154 = stablehlo.transpose %153, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,4,8]{1,2,0}"} : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
      %155 = stablehlo.reshape %154 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
      %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
      %157 = stablehlo.reshape %156 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
      %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x4xf32>
      %159 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %160 = stablehlo.broadcast_in_dim %159, dims = [] : (tensor<f32>) -> tensor<2x4x8x4xf32>
      %161 = stablehlo.multiply %158, %160 : tensor<2x4x8x4xf32>
      %162 = stablehlo.dot_general %arg5, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      %163 = stablehlo.reshape %162 : (tensor<2x4x32xf32>) -> tensor<2x4x8x4xf32>
      %164 = stablehlo.reshape %151 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %166 = stablehlo.reshape %165 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x4xf32>
      %168 = stablehlo.subtract %148, %167 : tensor<2x8x4x4xf32>
      %169 = stablehlo.exponential %168 : tensor<2x8x4x4xf32>
      %170 = stablehlo.dot_general %163, %169, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
      %171 = stablehlo.transpose %170, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,4]{1,3,2,0}"} : (tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
      %172 = stablehlo.add %161, %171 : tensor<2x4x8x4xf32>
      %173 = stablehlo.reshape %14 : (tensor<4xi32>) -> tensor<4x1xi32>
      %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x1xi32>
      %175 = stablehlo.reshape %174 : (tensor<4x1xi32>) -> tensor<4xi32>
      %176 = stablehlo.broadcast_in_dim %175, dims = [0] : (tensor<4xi32>) -> tensor<4x4xi32>
      %177 = sdy.constant dense<1> : tensor<i32>
      %178 = stablehlo.subtract %22, %177 : tensor<i32>
      %179 = sdy.constant dense<0> : tensor<i32>
      %180 = stablehlo.compare EQ, %10, %179 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %181 = sdy.constant dense<1> : tensor<i32>
      %182 = stablehlo.select %180, %181, %10 : tensor<i1>, tensor<i32>
      %183 = stablehlo.remainder %178, %182 : tensor<i32>
      %184 = stablehlo.compare LT, %183, %179 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %185 = stablehlo.compare LT, %182, %179 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %186 = stablehlo.compare NE, %184, %185 : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %187 = stablehlo.compare NE, %183, %179 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %188 = stablehlo.and %186, %187 : tensor<i1>
      %189 = stablehlo.add %183, %182 : tensor<i32>
      %190 = stablehlo.select %188, %189, %183 : tensor<i1>, tensor<i32>
      %191 = stablehlo.multiply %190, %10 : tensor<i32>
      %192 = stablehlo.broadcast_in_dim %191, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %193 = stablehlo.iota dim = 0 : tensor<4xi32>
      %194 = stablehlo.add %192, %193 : tensor<4xi32>
      %195 = stablehlo.reshape %194 : (tensor<4xi32>) -> tensor<1x4xi32>
      %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4xi32>
      %197 = stablehlo.reshape %196 : (tensor<1x4xi32>) -> tensor<4xi32>
      %198 = stablehlo.broadcast_in_dim %197, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
      %199 = stablehlo.compare GE, %176, %198 : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
      %200 = stablehlo.reshape %199 : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
      %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2, 3] : (tensor<1x1x4x4xi1>) -> tensor<1x1x4x4xi1>
      %202 = stablehlo.reshape %201 : (tensor<1x1x4x4xi1>) -> tensor<4x4xi1>
      %203 = stablehlo.broadcast_in_dim %202, dims = [2, 3] : (tensor<4x4xi1>) -> tensor<2x8x4x4xi1>
      %204 = stablehlo.reshape %138 : (tensor<2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %205 = stablehlo.reshape %162 : (tensor<2x4x32xf32>) -> tensor<1x2x4x8x4xf32>
      %206 = stablehlo.concatenate %204, %205, dim = 0 : (tensor<1x2x4x8x4xf32>, tensor<1x2x4x8x4xf32>) -> tensor<2x2x4x8x4xf32>
      %207 = "stablehlo.collective_permute"(%206) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x2x4x8x4xf32>) -> tensor<2x2x4x8x4xf32>
      %208 = stablehlo.slice %207 [0:1, 0:2, 0:4, 0:8, 0:4] : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %209 = stablehlo.reshape %208 : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %210 = stablehlo.dot_general %97, %209, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
      %211 = stablehlo.divide %210, %142 : tensor<2x8x4x4xf32>
      %212 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2x8x4x4xf32>
      %213 = stablehlo.select %203, %211, %212 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf32>
      %214 = stablehlo.reduce(%213 init: %149) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %215 = stablehlo.maximum %151, %214 : tensor<2x8x4xf32>
      %216 = stablehlo.subtract %151, %215 : tensor<2x8x4xf32>
      %217 = stablehlo.exponential %216 : tensor<2x8x4xf32>
      %218 = stablehlo.transpose %217, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,4,8]{1,2,0}"} : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
      %219 = stablehlo.reshape %218 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
      %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
      %221 = stablehlo.reshape %220 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
      %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x4xf32>
      %223 = stablehlo.multiply %172, %222 : tensor<2x4x8x4xf32>
      %224 = stablehlo.slice %207 [1:2, 0:2, 0:4, 0:8, 0:4] : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %225 = stablehlo.reshape %224 : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %226 = stablehlo.reshape %215 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 3] : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %228 = stablehlo.reshape %227 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x4xf32>
      %230 = stablehlo.subtract %213, %229 : tensor<2x8x4x4xf32>
      %231 = stablehlo.exponential %230 : tensor<2x8x4x4xf32>
      %232 = stablehlo.dot_general %225, %231, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
      %233 = stablehlo.transpose %232, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,4]{1,3,2,0}"} : (tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
      %234 = stablehlo.add %223, %233 : tensor<2x4x8x4xf32>
      %235 = stablehlo.reshape %14 : (tensor<4xi32>) -> tensor<4x1xi32>
      %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x1xi32>
      %237 = stablehlo.reshape %236 : (tensor<4x1xi32>) -> tensor<4xi32>
      %238 = stablehlo.broadcast_in_dim %237, dims = [0] : (tensor<4xi32>) -> tensor<4x4xi32>
      %239 = sdy.constant dense<2> : tensor<i32>
      %240 = stablehlo.subtract %22, %239 : tensor<i32>
      %241 = sdy.constant dense<0> : tensor<i32>
      %242 = stablehlo.compare EQ, %10, %241 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %243 = sdy.constant dense<1> : tensor<i32>
      %244 = stablehlo.select %242, %243, %10 : tensor<i1>, tensor<i32>
      %245 = stablehlo.remainder %240, %244 : tensor<i32>
      %246 = stablehlo.compare LT, %245, %241 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %247 = stablehlo.compare LT, %244, %241 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %248 = stablehlo.compare NE, %246, %247 : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %249 = stablehlo.compare NE, %245, %241 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %250 = stablehlo.and %248, %249 : tensor<i1>
      %251 = stablehlo.add %245, %244 : tensor<i32>
      %252 = stablehlo.select %250, %251, %245 : tensor<i1>, tensor<i32>
      %253 = stablehlo.multiply %252, %10 : tensor<i32>
      %254 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %255 = stablehlo.iota dim = 0 : tensor<4xi32>
      %256 = stablehlo.add %254, %255 : tensor<4xi32>
      %257 = stablehlo.reshape %256 : (tensor<4xi32>) -> tensor<1x4xi32>
      %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4xi32>
      %259 = stablehlo.reshape %258 : (tensor<1x4xi32>) -> tensor<4xi32>
      %260 = stablehlo.broadcast_in_dim %259, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
      %261 = stablehlo.compare GE, %238, %260 : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
      %262 = stablehlo.reshape %261 : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
      %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2, 3] : (tensor<1x1x4x4xi1>) -> tensor<1x1x4x4xi1>
      %264 = stablehlo.reshape %263 : (tensor<1x1x4x4xi1>) -> tensor<4x4xi1>
      %265 = stablehlo.broadcast_in_dim %264, dims = [2, 3] : (tensor<4x4xi1>) -> tensor<2x8x4x4xi1>
      %266 = "stablehlo.collective_permute"(%207) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x2x4x8x4xf32>) -> tensor<2x2x4x8x4xf32>
      %267 = stablehlo.slice %266 [0:1, 0:2, 0:4, 0:8, 0:4] : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %268 = stablehlo.reshape %267 : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %269 = stablehlo.dot_general %97, %268, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
      %270 = stablehlo.divide %269, %143 : tensor<2x8x4x4xf32>
      %271 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2x8x4x4xf32>
      %272 = stablehlo.select %265, %270, %271 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf32>
      %273 = stablehlo.reduce(%272 init: %149) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %274 = stablehlo.maximum %215, %273 : tensor<2x8x4xf32>
      %275 = stablehlo.subtract %215, %274 : tensor<2x8x4xf32>
      %276 = stablehlo.exponential %275 : tensor<2x8x4xf32>
      %277 = stablehlo.transpose %276, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,4,8]{1,2,0}"} : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
      %278 = stablehlo.reshape %277 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
      %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
      %280 = stablehlo.reshape %279 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
      %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x4xf32>
      %282 = stablehlo.multiply %234, %281 : tensor<2x4x8x4xf32>
      %283 = stablehlo.slice %266 [1:2, 0:2, 0:4, 0:8, 0:4] : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %284 = stablehlo.reshape %283 : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %285 = stablehlo.reshape %274 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %287 = stablehlo.reshape %286 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x4xf32>
      %289 = stablehlo.subtract %272, %288 : tensor<2x8x4x4xf32>
      %290 = stablehlo.exponential %289 : tensor<2x8x4x4xf32>
      %291 = stablehlo.dot_general %284, %290, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
      %292 = stablehlo.transpose %291, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,4]{1,3,2,0}"} : (tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
      %293 = stablehlo.add %282, %292 : tensor<2x4x8x4xf32>
      %294 = stablehlo.reshape %14 : (tensor<4xi32>) -> tensor<4x1xi32>
      %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<4x1xi32>) -> tensor<4x1xi32>
      %296 = stablehlo.reshape %295 : (tensor<4x1xi32>) -> tensor<4xi32>
      %297 = stablehlo.broadcast_in_dim %296, dims = [0] : (tensor<4xi32>) -> tensor<4x4xi32>
      %298 = sdy.constant dense<3> : tensor<i32>
      %299 = stablehlo.subtract %22, %298 : tensor<i32>
      %300 = sdy.constant dense<0> : tensor<i32>
      %301 = stablehlo.compare EQ, %10, %300 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %302 = sdy.constant dense<1> : tensor<i32>
      %303 = stablehlo.select %301, %302, %10 : tensor<i1>, tensor<i32>
      %304 = stablehlo.remainder %299, %303 : tensor<i32>
      %305 = stablehlo.compare LT, %304, %300 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %306 = stablehlo.compare LT, %303, %300 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %307 = stablehlo.compare NE, %305, %306 : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %308 = stablehlo.compare NE, %304, %300 : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %309 = stablehlo.and %307, %308 : tensor<i1>
      %310 = stablehlo.add %304, %303 : tensor<i32>
      %311 = stablehlo.select %309, %310, %304 : tensor<i1>, tensor<i32>
      %312 = stablehlo.multiply %311, %10 : tensor<i32>
      %313 = stablehlo.broadcast_in_dim %312, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %314 = stablehlo.iota dim = 0 : tensor<4xi32>
      %315 = stablehlo.add %313, %314 : tensor<4xi32>
      %316 = stablehlo.reshape %315 : (tensor<4xi32>) -> tensor<1x4xi32>
      %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<1x4xi32>
      %318 = stablehlo.reshape %317 : (tensor<1x4xi32>) -> tensor<4xi32>
      %319 = stablehlo.broadcast_in_dim %318, dims = [1] : (tensor<4xi32>) -> tensor<4x4xi32>
      %320 = stablehlo.compare GE, %297, %319 : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
      %321 = stablehlo.reshape %320 : (tensor<4x4xi1>) -> tensor<1x1x4x4xi1>
      %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2, 3] : (tensor<1x1x4x4xi1>) -> tensor<1x1x4x4xi1>
      %323 = stablehlo.reshape %322 : (tensor<1x1x4x4xi1>) -> tensor<4x4xi1>
      %324 = stablehlo.broadcast_in_dim %323, dims = [2, 3] : (tensor<4x4xi1>) -> tensor<2x8x4x4xi1>
      %325 = "stablehlo.collective_permute"(%266) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0]]> : tensor<4x2xi64>}> : (tensor<2x2x4x8x4xf32>) -> tensor<2x2x4x8x4xf32>
      %326 = stablehlo.slice %325 [0:1, 0:2, 0:4, 0:8, 0:4] : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %327 = stablehlo.reshape %326 : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %328 = stablehlo.dot_general %97, %327, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8x4xf32>, tensor<2x4x8x4xf32>) -> tensor<2x8x4x4xf32>
      %329 = stablehlo.divide %328, %144 : tensor<2x8x4x4xf32>
      %330 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<2x8x4x4xf32>
      %331 = stablehlo.select %324, %329, %330 : tensor<2x8x4x4xi1>, tensor<2x8x4x4xf32>
      %332 = stablehlo.reduce(%331 init: %149) applies stablehlo.maximum across dimensions = [3] : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %333 = stablehlo.maximum %274, %332 : tensor<2x8x4xf32>
      %334 = stablehlo.subtract %274, %333 : tensor<2x8x4xf32>
      %335 = stablehlo.exponential %334 : tensor<2x8x4xf32>
      %336 = stablehlo.transpose %335, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,4,8]{1,2,0}"} : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
      %337 = stablehlo.reshape %336 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
      %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
      %339 = stablehlo.reshape %338 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
      %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x4xf32>
      %341 = stablehlo.multiply %293, %340 : tensor<2x4x8x4xf32>
      %342 = stablehlo.slice %325 [1:2, 0:2, 0:4, 0:8, 0:4] : (tensor<2x2x4x8x4xf32>) -> tensor<1x2x4x8x4xf32>
      %343 = stablehlo.reshape %342 : (tensor<1x2x4x8x4xf32>) -> tensor<2x4x8x4xf32>
      %344 = stablehlo.reshape %333 : (tensor<2x8x4xf32>) -> tensor<2x8x4x1xf32>
      %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2, 3] : (tensor<2x8x4x1xf32>) -> tensor<2x8x4x1xf32>
      %346 = stablehlo.reshape %345 : (tensor<2x8x4x1xf32>) -> tensor<2x8x4xf32>
      %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<2x8x4xf32>) -> tensor<2x8x4x4xf32>
      %348 = stablehlo.subtract %331, %347 : tensor<2x8x4x4xf32>
      %349 = stablehlo.exponential %348 : tensor<2x8x4x4xf32>
      %350 = stablehlo.dot_general %343, %349, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8x4xf32>, tensor<2x8x4x4xf32>) -> tensor<2x8x4x4xf32>
      %351 = stablehlo.transpose %350, dims = [0, 3, 1, 2] {result_layout = dense<[1, 3, 2, 0]> : tensor<4xindex>, xla_shape = "f32[2,4,8,4]{1,3,2,0}"} : (tensor<2x8x4x4xf32>) -> tensor<2x4x8x4xf32>
      %352 = stablehlo.add %341, %351 : tensor<2x4x8x4xf32>
      %353 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %354 = stablehlo.broadcast_in_dim %353, dims = [] : (tensor<f32>) -> tensor<2x8x4xf32>
      %355 = stablehlo.multiply %153, %354 : tensor<2x8x4xf32>
      %356 = sdy.constant dense<0.000000e+00> : tensor<f32>
      %357 = stablehlo.reduce(%169 init: %356) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %358 = stablehlo.add %355, %357 : tensor<2x8x4xf32>
      %359 = stablehlo.multiply %358, %217 : tensor<2x8x4xf32>
      %360 = stablehlo.reduce(%231 init: %356) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %361 = stablehlo.add %359, %360 : tensor<2x8x4xf32>
      %362 = stablehlo.multiply %361, %276 : tensor<2x8x4xf32>
      %363 = stablehlo.reduce(%290 init: %356) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %364 = stablehlo.add %362, %363 : tensor<2x8x4xf32>
      %365 = stablehlo.multiply %364, %335 : tensor<2x8x4xf32>
      %366 = stablehlo.reduce(%349 init: %356) applies stablehlo.add across dimensions = [3] : (tensor<2x8x4x4xf32>, tensor<f32>) -> tensor<2x8x4xf32>
      %367 = stablehlo.add %365, %366 : tensor<2x8x4xf32>
      %368 = stablehlo.transpose %367, dims = [0, 2, 1] {result_layout = dense<[1, 2, 0]> : tensor<3xindex>, xla_shape = "f32[2,4,8]{1,2,0}"} : (tensor<2x8x4xf32>) -> tensor<2x4x8xf32>
      %369 = stablehlo.reshape %368 : (tensor<2x4x8xf32>) -> tensor<2x4x8x1xf32>
      %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2, 3] : (tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
      %371 = stablehlo.reshape %370 : (tensor<2x4x8x1xf32>) -> tensor<2x4x8xf32>
      %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<2x4x8xf32>) -> tensor<2x4x8x4xf32>
      %373 = stablehlo.divide %352, %372 : tensor<2x4x8x4xf32>
      %374 = stablehlo.reshape %373 : (tensor<2x4x8x4xf32>) -> tensor<2x4x32xf32>
      %375 = stablehlo.dot_general %374, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32xf32>, tensor<32x32xf32>) -> tensor<2x4x32xf32>
      sdy.return %375 : tensor<2x4x32xf32>
    } : (tensor<2x16x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<2x16x32xf32>
    return %0 : tensor<2x16x32xf32>
  }
}
